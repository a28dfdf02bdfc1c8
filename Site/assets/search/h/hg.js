BRIDGEKB_SHARD("h/hg", "eJxT+rB80voPq7t2KgEAIawF+w==");
