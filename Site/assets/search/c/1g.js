BRIDGEKB_SHARD("c/1g", "eJyrrgUAAXUA+Q==");
