BRIDGEKB_SHARD("c/1h", "eJyr5lIqTkxLVbJSMrd00slyUuKqBQAzxgT4");
