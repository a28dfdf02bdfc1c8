BRIDGEKB_SHARD("h/g8", "𤠮𪺸𤢟𤝢𤢻𢢐");
