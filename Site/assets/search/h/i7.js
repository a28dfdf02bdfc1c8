BRIDGEKB_SHARD("h/i7", "𨼳𫔽𨽏𨸘");
