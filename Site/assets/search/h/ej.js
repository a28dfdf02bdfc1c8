BRIDGEKB_SHARD("h/ej", "𠬙𪠡");
