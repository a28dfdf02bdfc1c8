BRIDGEKB_SHARD("h/i5", "𨴗𨸅𨴹𫔲𨵩𨸆𨵸𨸇𨶀𨸉𨶏𨸊𨶮𨸌𨶲𨸋𨷲𨸎");
