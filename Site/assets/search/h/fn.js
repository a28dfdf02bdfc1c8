BRIDGEKB_SHARD("h/fn", "𣍐𫧃");
