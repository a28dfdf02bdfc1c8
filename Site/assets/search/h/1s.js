BRIDGEKB_SHARD("h/1s", "䀉𥁢䀹𥅴䁪𥇢䁻䀥䂎𥎝䃮鿎");
