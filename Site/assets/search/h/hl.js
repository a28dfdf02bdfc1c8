BRIDGEKB_SHARD("h/hl", "𧦝𫍞𧦧𫍟");
