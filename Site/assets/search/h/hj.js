BRIDGEKB_SHARD("h/hj", "𧜗䘞𧜵䙊𧝞䘛𧞫𫌋𧟀𧝧");
