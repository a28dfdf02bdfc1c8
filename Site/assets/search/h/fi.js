BRIDGEKB_SHARD("h/fi", "𢹿𢬦𢺳𪮳");
