BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyL3dS0uFSejlryvNlu0H8YicdEyclrloAGmYNdg==");
