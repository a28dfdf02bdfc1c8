BRIDGEKB_SHARD("h/fq", "𣙎㭣");
