BRIDGEKB_SHARD("h/ik", "𩰀𩬤𩰹𩰰𩳤𩲒");
