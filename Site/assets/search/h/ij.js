BRIDGEKB_SHARD("h/ij", "eJxT+rBy7cwPK9cs/rByfeOH1TObgPRmIJ6kBADtqRFg");
