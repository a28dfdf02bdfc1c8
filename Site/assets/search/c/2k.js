BRIDGEKB_SHARD("c/2k", "eJyr5lJ63Lz6cfNkJSslc1MnnWwnJR0upaddK14sbwMKmUGEuGoBNmEOCg==");
