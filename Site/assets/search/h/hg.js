BRIDGEKB_SHARD("h/hg", "𧒯𫊹");
