BRIDGEKB_SHARD("h/gn", "𥜐𫀓𥜰𫀌𥞵𥞦");
