BRIDGEKB_SHARD("h/h4", "eJwBIgDd/yLwpqCF8KuehfCmoZ3wq4ar8KaiiPCjjajwpqOO8KaflyKM8xZ5");
