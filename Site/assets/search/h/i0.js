BRIDGEKB_SHARD("h/i0", "𨢿𨡙𨣈𨡺𨣞𨟳𨣧𨠨");
