BRIDGEKB_SHARD("h/fh", "𢶒𪭯𢶫𢫞𢷮𢫊");
