BRIDGEKB_SHARD("h/h0", "𦒀𫅥");
