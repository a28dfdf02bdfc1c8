BRIDGEKB_SHARD("h/jb", "𫜦𫜫");
