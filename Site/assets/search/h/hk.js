BRIDGEKB_SHARD("h/hk", "𧡴𫌫𧢄𫌬");
