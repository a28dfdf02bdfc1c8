BRIDGEKB_SHARD("c/3w", "eJyr5lJ61rfi6dJpSlZKJmVuOibFTkpctQBpdwgQ");
