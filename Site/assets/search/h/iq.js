BRIDGEKB_SHARD("h/iq", "eJwBGgDl/yLwqoi88LGKnPCqibjwq5yK8KqLv/Crp64i69ERWg==");
