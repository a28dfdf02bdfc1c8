BRIDGEKB_SHARD("h/gr", "eJxT+rB0/ZIPqxs3KwEAIf4F/A==");
