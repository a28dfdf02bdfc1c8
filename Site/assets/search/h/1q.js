BRIDGEKB_SHARD("h/1q", "㸇𤎺㹽𫞣㺏𤠋㺜𪺻㻶𪼋");
