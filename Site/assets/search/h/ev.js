BRIDGEKB_SHARD("h/ev", "eJwBEQDu/yLwoZ6145uf8KGfq/CrnaoiZJYLAw==");
