BRIDGEKB_SHARD("h/ev", "𡞵㛟𡟫𫝪");
