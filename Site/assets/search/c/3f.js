BRIDGEKB_SHARD("c/3f", "eJyr5lJ6srP1ac80JSslsxwnJR0upWc9jUAhKJ+rFgDxHAzN");
