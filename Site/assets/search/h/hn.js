BRIDGEKB_SHARD("h/hn", "𧬤𫍼𧭈𫍾𧭹𫍐");
