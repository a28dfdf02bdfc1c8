BRIDGEKB_SHARD("h/ef", "eJxT+rBgXtuHBbPblAAgcwWq");
