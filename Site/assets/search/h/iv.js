BRIDGEKB_SHARD("h/iv", "eJxT+rBq/rQPC2bvUwIAIZoF/Q==");
