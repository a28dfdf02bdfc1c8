BRIDGEKB_SHARD("h/j1", "eJxT+rBq++QPi7etVQIAImsGHw==");
