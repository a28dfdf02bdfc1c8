BRIDGEKB_SHARD("c/8i", "eJyr5lJ6sXH1sznzlayUjAqDdUxNnZS4agFrRAgC");
