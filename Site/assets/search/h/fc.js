BRIDGEKB_SHARD("h/fc", "𢠼𢙑𢣐𪬚𢣚𢘝𢣭𢘞");
