BRIDGEKB_SHARD("h/f2", "𡸗𪨩𡹬𪨹𡻕岁");
