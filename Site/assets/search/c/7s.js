BRIDGEKB_SHARD("c/7s", "eJyr5lJ6vnDdk/1zlayUjPLcdIzddMxMnYyUuGoBjZkI2w==");
