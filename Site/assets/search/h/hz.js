BRIDGEKB_SHARD("h/hz", "𨞺𫟫𨟊𫟬");
