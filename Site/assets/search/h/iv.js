BRIDGEKB_SHARD("h/iv", "𪟖𠛾");
