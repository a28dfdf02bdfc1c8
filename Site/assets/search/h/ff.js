BRIDGEKB_SHARD("h/ff", "eJxT+rBo/fYPq9bOVQIAIqwGIQ==");
