BRIDGEKB_SHARD("h/1y", "䙔𫋲䙡䙌䙱𧜭䚩𫌯䛄𫍠䛳𫍫");
