BRIDGEKB_SHARD("c/1z", "eJyrrgUAAXUA+Q==");
