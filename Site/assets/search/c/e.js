BRIDGEKB_SHARD("c/e", "eJyrrgUAAXUA+Q==");
