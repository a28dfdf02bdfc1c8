BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyr3BS0uFSejlryvNlu0H8EicdEyclrloAGoYNeA==");
