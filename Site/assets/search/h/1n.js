BRIDGEKB_SHARD("h/1n", "㯤𣘐");
