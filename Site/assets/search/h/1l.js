BRIDGEKB_SHARD("h/1l", "eJwBHQDi/yLjpa7jpJjjpo7wopuv46ab8KKXk+OmnvCqq7ciJ40TkA==");
