BRIDGEKB_SHARD("c/o", "eJyrrgUAAXUA+Q==");
