BRIDGEKB_SHARD("h/hf", "𧎈𧌥");
