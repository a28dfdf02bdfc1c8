BRIDGEKB_SHARD("h/ff", "𢯷𪭝");
