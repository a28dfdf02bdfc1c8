BRIDGEKB_SHARD("h/hv", "𨌈𫐍𨍰𫐔𨎌𫐋𨎮𨐉𨏠𨐇𨏥𨐊");
