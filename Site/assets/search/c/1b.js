BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyz3dS0uFSejlryvNlu0H8bCcdEyclrloAGWYNZg==");
