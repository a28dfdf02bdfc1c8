BRIDGEKB_SHARD("h/ed", "𠗣㓆");
