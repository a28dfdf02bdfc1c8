BRIDGEKB_SHARD("c/5u", "eJyr5lJ61rvoWcNyJSslSwsnI50MJyWuWgBleQes");
