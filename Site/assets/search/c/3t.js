BRIDGEKB_SHARD("c/3t", "eJyrrgUAAXUA+Q==");
