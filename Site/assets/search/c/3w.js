BRIDGEKB_SHARD("c/3w", "eJyr5lJ61rfi6dJpSlZKlulOSly1AEo/Bu0=");
