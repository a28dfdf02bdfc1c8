BRIDGEKB_SHARD("h/gc", "𤳷𪽝𤳸𤳄");
