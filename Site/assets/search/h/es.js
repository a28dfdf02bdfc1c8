BRIDGEKB_SHARD("h/es", "𡑍𫭼𡑭𡋗𡓁𪤄𡓾𡋀");
