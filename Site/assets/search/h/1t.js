BRIDGEKB_SHARD("h/1t", "䅐𫀨䅳𫀬䆉𫁂");
