BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyr3JS0uFSejlryvNlu0H8MicdEyclrloAGsYNfA==");
