BRIDGEKB_SHARD("h/ej", "eJxT+rBgzcwPqxYsVAIAIbQF9Q==");
