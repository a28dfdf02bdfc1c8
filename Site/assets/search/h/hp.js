BRIDGEKB_SHARD("h/hp", "𧵳䞌𧶔𧹓𧶧䞎𧷎𪠀");
