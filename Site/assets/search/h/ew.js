BRIDGEKB_SHARD("h/ew", "𡠹㛿𡢃㛠");
