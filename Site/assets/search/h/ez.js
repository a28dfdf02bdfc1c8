BRIDGEKB_SHARD("h/ez", "eJxT+rBwXeeHhWvnAOnFQHqNEgBwKguz");
