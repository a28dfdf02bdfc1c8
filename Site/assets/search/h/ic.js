BRIDGEKB_SHARD("h/ic", "eJxT+rBy4pQPq6et+rByUh+QXvth5eTFH1ZOmwqklwL5W5UAkEQWvw==");
