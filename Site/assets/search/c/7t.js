BRIDGEKB_SHARD("c/7t", "eJyr5lJ6vnz3i4U9SlZKRgVuOqamITqGTkpctQCDzAie");
