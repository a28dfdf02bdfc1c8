BRIDGEKB_SHARD("c/1h", "eJyr5lIqTkxLVbJSMrdw0slyUuKqBQAzvgT3");
