BRIDGEKB_SHARD("h/i9", "𩅙𫕨");
