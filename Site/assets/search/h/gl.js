BRIDGEKB_SHARD("h/gl", "𥕥𥐰𥖅𥐯𥖲𪿞𥗇𪿵𥗽𬒗");
