BRIDGEKB_SHARD("h/it", "𪔵𪔭");
