BRIDGEKB_SHARD("c/3v", "eJyr5lJ61rfi6dJpSlZKlklOSly1AEomBug=");
