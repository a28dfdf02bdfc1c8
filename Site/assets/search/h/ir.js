BRIDGEKB_SHARD("h/ir", "𪌭𫜓𪍠𫜕");
