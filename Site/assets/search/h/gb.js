BRIDGEKB_SHARD("h/gb", "𤬅𪼴");
