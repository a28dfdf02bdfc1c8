BRIDGEKB_SHARD("h/i7", "eJwBEgDt/yLwqLyz8KuUvfCovY/wqLiYInSlDAQ=");
