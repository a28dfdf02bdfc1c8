BRIDGEKB_SHARD("h/ef", "𠞆𠛆");
