BRIDGEKB_SHARD("c/7v", "eJyr5lJ6vnDdk/1zlayUjLLddIzddMxMnYyUuGoBjXII2A==");
