BRIDGEKB_SHARD("h/ec", "𠐊𫝋");
