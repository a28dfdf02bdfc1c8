BRIDGEKB_SHARD("h/1j", "eJwBOADH/yLjnITjmq/jnI/jm6PjnJDwq52n45yX8KGei+OcovChnrHjnLfwoZ2g456e8KqoiuOfuvCqqYciRYQmVw==");
