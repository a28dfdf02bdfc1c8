BRIDGEKB_SHARD("c/5u", "eJyr5lJ61rvoWcNyJSslS0snI50MJyWuWgBlgget");
