BRIDGEKB_SHARD("h/iu", "𪘀𪚏𪘯𪚐𪙏𫜯");
