BRIDGEKB_SHARD("h/h8", "𦱌𫇪");
