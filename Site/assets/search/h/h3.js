BRIDGEKB_SHARD("h/h3", "eJxT+rBs/p4Pq9vmKgEAIgkF9A==");
