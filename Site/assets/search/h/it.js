BRIDGEKB_SHARD("h/it", "eJxT+rBqylYgXqsEACH4BgM=");
