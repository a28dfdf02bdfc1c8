BRIDGEKB_SHARD("h/gj", "eJxT+rC0p/nD0tYZH5b2z/2wan+XEgBroQs/");
