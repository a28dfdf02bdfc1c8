BRIDGEKB_SHARD("c/5z", "eJyr5lJ61rvoWcNyJSsliwonI50MJyWuWgBnrwfr");
