BRIDGEKB_SHARD("h/hm", "𧩕𫍭𧩙䜥𧩼𫍶𧫝𫍺");
