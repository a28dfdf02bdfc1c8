BRIDGEKB_SHARD("h/j8", "𫒡𫓷");
