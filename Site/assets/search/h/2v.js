BRIDGEKB_SHARD("h/2v", "會会朥𦛨朧胧朮术東东枴拐柵栅柺拐査查");
