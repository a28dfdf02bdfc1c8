BRIDGEKB_SHARD("h/h3", "𦟼𫆝");
