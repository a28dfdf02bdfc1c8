BRIDGEKB_SHARD("h/hb", "𦾟𦶻");
