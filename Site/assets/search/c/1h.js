BRIDGEKB_SHARD("c/1h", "eJyr5lIqTkxLVbJSMjd20slyUuKqBQAzlgTy");
