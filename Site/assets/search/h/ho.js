BRIDGEKB_SHARD("h/ho", "𧳟𧳕");
