BRIDGEKB_SHARD("h/g1", "eJxT+rCkZfuHVdsmfVjSuu3D4u3blQBwegvG");
