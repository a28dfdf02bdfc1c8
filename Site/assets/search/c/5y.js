BRIDGEKB_SHARD("c/5y", "eJyr5lJ61rvoWcNyJSsliwonI50MJyWuWgBnrwfr");
