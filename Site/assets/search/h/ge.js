BRIDGEKB_SHARD("h/ge", "eJwBEgDt/yLwpLir8KS2p/CkupTwqr20InQ3DBo=");
