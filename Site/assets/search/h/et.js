BRIDGEKB_SHARD("h/et", "eJxT+rBwyrQPC3sXKwEAIKkFwQ==");
