BRIDGEKB_SHARD("h/ez", "𡮉𡭜𡮣𡭬");
