BRIDGEKB_SHARD("h/fi", "eJwBEgDt/yLworm/8KKspvCiurPwqq6zInUpDC0=");
