BRIDGEKB_SHARD("h/h8", "eJxT+rBsY8+H1e2rlAAhhAXk");
