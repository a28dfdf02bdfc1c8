BRIDGEKB_SHARD("h/gx", "𦅇𫄪𦅈𫄵𦆲𫟇");
