BRIDGEKB_SHARD("h/i2", "𨨏𬭛𨨛𫓼𨨢𫓿𨩰𫟾𨪕𫓮𨫒𨱐");
