BRIDGEKB_SHARD("h/im", "eJxT+rByR/OHlftagXTLh9Wz5gLphUB6PpBeBhRv+7By93QgfwWQXgOkVwLpdUB6hhIAsbsoqw==");
