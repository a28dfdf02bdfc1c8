BRIDGEKB_SHARD("h/eo", "𡂡𪢒𡃄𪡺𡃕𠴛𡃤𪢐");
