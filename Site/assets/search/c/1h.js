BRIDGEKB_SHARD("c/1h", "eJyr5lIqTkxLVbJSMjdw0slyUuKqBQAzfgTv");
