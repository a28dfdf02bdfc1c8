BRIDGEKB_SHARD("c/3u", "eJyrrgUAAXUA+Q==");
