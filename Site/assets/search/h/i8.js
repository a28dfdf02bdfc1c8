BRIDGEKB_SHARD("h/i8", "𩀨𫕚");
