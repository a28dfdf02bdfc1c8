BRIDGEKB_SHARD("h/gi", "eJxT+rC0a+6Hpa37lQAg3QXa");
