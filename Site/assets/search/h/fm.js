BRIDGEKB_SHARD("h/fm", "eJxT+rC4Y9uzWa0fFnd3A5mLlQBg+QqC");
