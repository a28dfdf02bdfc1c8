BRIDGEKB_SHARD("h/e8", "𠁞𠀾");
