BRIDGEKB_SHARD("h/2v", "eJwBOQDG/yLmnIPkvJrmnKXwppuo5pyn6IOn5pyu5pyv5p2x5Lic5p605ouQ5p+15qCF5p+65ouQ5p+75p+lIoJyJ7Q=");
