BRIDGEKB_SHARD("h/is", "eJxT+rBq8oYPq+fMVwIAIdMF+A==");
