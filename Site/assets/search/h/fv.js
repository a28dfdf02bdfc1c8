BRIDGEKB_SHARD("h/fv", "eJxT+rB4/UogXgzEWz4sXrsESG97tn6bEgDgSxEy");
