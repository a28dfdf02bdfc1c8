BRIDGEKB_SHARD("h/hh", "𧔥𧒭𧕟𧉐");
