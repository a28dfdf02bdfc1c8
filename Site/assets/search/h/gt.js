BRIDGEKB_SHARD("h/gt", "𥴨𫂖𥴼𫁺𥵃𥱔𥵊𥭉𥶽𫁱");
