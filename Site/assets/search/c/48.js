BRIDGEKB_SHARD("c/48", "eJyr5lJ63LTncfNmJSslkyxnHdNkJyUdoFhz2+Om7ehia4BK0cU2P+/ahir2vG8DRMyozFnHzMBJiasWAIG1JAs=");
