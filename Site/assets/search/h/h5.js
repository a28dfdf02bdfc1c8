BRIDGEKB_SHARD("h/h5", "eJxT+rBs+a4Pq9tnKAEAIi4F9g==");
