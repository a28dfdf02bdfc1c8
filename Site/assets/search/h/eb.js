BRIDGEKB_SHARD("h/eb", "eJxT+rCgZ+mHBW37PyzoX/RhQed0JQBtyAtM");
