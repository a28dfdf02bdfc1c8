BRIDGEKB_SHARD("h/ed", "eJxT+rBg+uLHk9uUABpHBQs=");
