BRIDGEKB_SHARD("h/hz", "eJxT+rBi3q4Pq+ev/rBifheQXqMEAHIDC8E=");
