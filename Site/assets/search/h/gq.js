BRIDGEKB_SHARD("h/gq", "𥨐𥧂𥪂𥩺");
