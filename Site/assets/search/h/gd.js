BRIDGEKB_SHARD("h/gd", "eJxT+rBke/OHVXvXKgEAIgwGFw==");
