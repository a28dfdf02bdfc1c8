BRIDGEKB_SHARD("h/hs", "𨂐𫏌");
