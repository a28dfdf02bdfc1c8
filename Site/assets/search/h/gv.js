BRIDGEKB_SHARD("h/gv", "eJwBIgDd/yLwpby98KW5pfClvZbwpbqH8KW+r/CrhJ3wpb+K8KaIiCKibBdG");
