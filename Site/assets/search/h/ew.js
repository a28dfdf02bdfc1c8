BRIDGEKB_SHARD("h/ew", "eJxT+rBwwc7Hs/d/WLio+fHsBUoAWWEKQA==");
