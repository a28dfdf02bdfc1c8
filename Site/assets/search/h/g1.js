BRIDGEKB_SHARD("h/g1", "𤄷𪶒𤅶𣷷");
