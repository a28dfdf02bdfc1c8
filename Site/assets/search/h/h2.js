BRIDGEKB_SHARD("h/h2", "𦘧𡳒");
