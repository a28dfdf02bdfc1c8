BRIDGEKB_SHARD("h/f7", "𢍰𪪴");
