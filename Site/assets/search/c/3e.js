BRIDGEKB_SHARD("c/3e", "eJyr5lJ6srP1ac80JSslM0snJR0upWc9jUAhKJ+rFgDr7gxn");
