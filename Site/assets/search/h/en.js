BRIDGEKB_SHARD("h/en", "𠽃𪠺𠿕𪜎");
