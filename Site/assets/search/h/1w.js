BRIDGEKB_SHARD("h/1w", "䓣𬜯");
