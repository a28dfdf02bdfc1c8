BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyL3VS0uFSejlryvNlu0H8QicdEyclrloAGiYNcg==");
