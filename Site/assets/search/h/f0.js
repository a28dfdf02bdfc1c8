BRIDGEKB_SHARD("h/f0", "𡳳𡳃");
