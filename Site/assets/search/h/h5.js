BRIDGEKB_SHARD("h/h5", "𦧺𫇘");
