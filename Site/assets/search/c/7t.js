BRIDGEKB_SHARD("c/7t", "eJyr5lJ6Pnvii+VtSlZKpilOOibGTiY6hk5AZKTEVQsAqnwJSw==");
