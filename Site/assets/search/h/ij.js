BRIDGEKB_SHARD("h/ij", "𩭙𩬣𩯁𫙂𩯳𩯒");
