BRIDGEKB_SHARD("h/ge", "𤸫𤶧𤺔𪽴");
