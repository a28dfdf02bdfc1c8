BRIDGEKB_SHARD("h/gv", "𥼽𥹥𥽖𥺇𥾯𫄝𥿊𦈈");
