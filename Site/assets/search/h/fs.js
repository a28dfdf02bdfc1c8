BRIDGEKB_SHARD("h/fs", "𣠩𣞎𣠲𣑶");
