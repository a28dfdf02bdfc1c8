BRIDGEKB_SHARD("c/2m", "eJyrrgUAAXUA+Q==");
