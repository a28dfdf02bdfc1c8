BRIDGEKB_SHARD("h/g0", "eJxT+rCkcfGHxbv2KgEAIU0GBw==");
