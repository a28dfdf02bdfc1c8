BRIDGEKB_SHARD("h/ho", "eJxT+rB883wgnqoEACJWBg0=");
