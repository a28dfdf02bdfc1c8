BRIDGEKB_SHARD("h/1o", "eJxTerxh5ofF02cqAQAbDgU0");
