BRIDGEKB_SHARD("c/7s", "eJyr5lJ6vnDdk/1zlayUjHLddIzddMzMnYyUuGoBjZgI3A==");
