BRIDGEKB_SHARD("h/i4", "𨰃𫔉𨰋𫓳𨰥𫔕𨰲𫔃𨲳𫔖𨳑𨸁𨳕𨸀");
