BRIDGEKB_SHARD("h/hr", "𧽯𫎸");
