BRIDGEKB_SHARD("h/fr", "𣜬𪳗𣝕𣘷𣞻𣘓");
