BRIDGEKB_SHARD("c/5y", "eJyr5lJ61rvoWcNyJSsli1InI50MJyWuWgBnlAfo");
