BRIDGEKB_SHARD("c/4", "eJyr5lIqT03MVrJSMjZz0zEsdtIxNgJiJyWuWgBi/was");
