BRIDGEKB_SHARD("c/5z", "eJyr5lJ61rvoWcNyJSslSyMnI50MJyWuWgBlQwem");
