BRIDGEKB_SHARD("h/iq", "𪈼𱊜𪉸𫜊𪋿𫧮");
