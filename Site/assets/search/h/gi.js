BRIDGEKB_SHARD("h/gi", "𥊝𥅿");
