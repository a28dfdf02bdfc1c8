BRIDGEKB_SHARD("h/fn", "eJxT+rC4d8KH1cublQAgmgW6");
