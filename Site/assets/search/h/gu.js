BRIDGEKB_SHARD("h/gu", "𥸠𥮋𥻦𫂿");
