BRIDGEKB_SHARD("c/3e", "eJyr5lJ6srP1ac80JSsls0QnJR0upWc9jUAhKJ+rFgDv/gy3");
