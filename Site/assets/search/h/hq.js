BRIDGEKB_SHARD("h/hq", "eJxT+rB8x4wPq/tWfFi+s+PDqqULlABxXAu0");
