BRIDGEKB_SHARD("h/is", "𪓰𫜟");
