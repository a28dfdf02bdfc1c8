BRIDGEKB_SHARD("c/7w", "eJyr5lJ6vnz3i4U9SlZKxhVuOqa5ITqGTkpctQCF+Qjf");
