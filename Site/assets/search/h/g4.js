BRIDGEKB_SHARD("h/g4", "eJxT+rBk4uYPS/p2A+mdH1btbPiwZFLfhyVdIHo3kL/zw5LJPUB6AZAGivftAtIrgfIblACcEie/");
