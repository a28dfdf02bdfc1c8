BRIDGEKB_SHARD("h/gr", "𥯤𫁳");
