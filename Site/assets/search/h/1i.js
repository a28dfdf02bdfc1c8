BRIDGEKB_SHARD("h/1i", "㘉𠰱㘓𪢌㘔𫬐㘚㘎㛝𫝦");
