BRIDGEKB_SHARD("h/1h", "eJwBHgDh/yLjlIvwqp+O45au8KqgteOXsvCgtb7jl7/wqqGbIjs4FGI=");
