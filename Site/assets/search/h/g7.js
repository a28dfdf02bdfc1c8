BRIDGEKB_SHARD("h/g7", "𤜆𪺪");
