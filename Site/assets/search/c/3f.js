BRIDGEKB_SHARD("c/3f", "eJyr5lJ6srP1ac80JSslszwnJR0upWc9jUAhKJ+rFgDxUAzR");
