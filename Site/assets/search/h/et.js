BRIDGEKB_SHARD("h/et", "𡔖𡍣");
