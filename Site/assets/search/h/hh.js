BRIDGEKB_SHARD("h/hh", "eJwBEgDt/yLwp5Sl8KeSrfCnlZ/wp4mQIm8yC2Y=");
