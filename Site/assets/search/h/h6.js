BRIDGEKB_SHARD("h/h6", "𦪙䑽𦪽𦨩");
