BRIDGEKB_SHARD("h/hf", "eJxT+rC8r+PD8p6lSgAgdAW6");
