BRIDGEKB_SHARD("h/j1", "𪷓𣶭");
