BRIDGEKB_SHARD("h/gd", "𤷃𪽭");
