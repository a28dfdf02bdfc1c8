BRIDGEKB_SHARD("h/fv", "𣯩𣯣𣯴𣭤𣯶毶");
