BRIDGEKB_SHARD("c/1b", "eJyr5lLKLM7PSSzJzM9TslIyr3RS0uFSejlryvNlu0H8UicdEyclrloAGqYNeg==");
