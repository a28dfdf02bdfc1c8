BRIDGEKB_SHARD("h/fq", "eJxT+rB4Zt/jtYuVABqHBTI=");
