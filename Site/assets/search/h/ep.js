BRIDGEKB_SHARD("h/ep", "𡄔𠴢𡄣𠵸𡅏𠲥𡅯𪢖");
