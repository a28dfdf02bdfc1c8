BRIDGEKB_SHARD("h/h1", "𦔖𫅼");
