BRIDGEKB_SHARD("h/1r", "eJwBFwDo/yLjv5bwqr2u47+X8KS7iuO/p/Ckva8iwEsP3Q==");
