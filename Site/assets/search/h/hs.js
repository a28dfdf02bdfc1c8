BRIDGEKB_SHARD("h/hs", "eJxT+rCiacKH1f09SgAgPwWl");
