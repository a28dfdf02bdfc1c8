BRIDGEKB_SHARD("h/gj", "𥌃𥅘𥏝𪿊");
