BRIDGEKB_SHARD("c/5y", "eJyr5lJ61rvoWcNyJSslSzMnI50MJyWuWgBlZweq");
