BRIDGEKB_SHARD("h/g6", "𤘀𪺣𤛮𤙯𤛱𫞢");
