BRIDGEKB_SHARD("c/3f", "eJyr5lJ6srP1ac80JSslswwnJR0upWc9jUAhKJ+rFgDwtAzF");
