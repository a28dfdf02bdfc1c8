BRIDGEKB_SHARD("h/f3", "𡽗𡸃𡾱㟜𡿖𪩛");
