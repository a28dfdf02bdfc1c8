BRIDGEKB_SHARD("h/1k", "eJwBHQDi/yLjoI/jn4bjoKPwq7W346KX8KqqkeOinfCii4giJWQTRA==");
