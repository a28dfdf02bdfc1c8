BRIDGEKB_SHARD("h/ip", "𪄆𪉔𪄕𪉒𪅂𫜂𪆷𫛾𪇳𪉕");
