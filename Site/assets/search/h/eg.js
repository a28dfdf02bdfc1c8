BRIDGEKB_SHARD("h/eg", "𠠎𠚳");
