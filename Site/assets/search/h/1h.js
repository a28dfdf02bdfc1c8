BRIDGEKB_SHARD("h/1h", "㔋𪟎㖮𪠵㗲𠵾㗿𪡛");
