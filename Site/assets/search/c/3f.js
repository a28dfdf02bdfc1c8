BRIDGEKB_SHARD("c/3f", "eJyr5lJ6srP1ac80JSsls3wnJR0upWc9jUAhKJ+rFgDxagzT");
