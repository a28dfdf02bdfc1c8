BRIDGEKB_SHARD("h/hq", "𧸘𫎨𧹈𪥠");
