BRIDGEKB_SHARD("h/20", "䠆𫏃䠱𨅛䡐𫟤䡩𫟥䡵𫟦䢨𨑹");
