BRIDGEKB_SHARD("h/fz", "𣽏𪶮𣾷㳢𣿉𣶫");
