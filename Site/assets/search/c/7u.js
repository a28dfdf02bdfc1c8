BRIDGEKB_SHARD("c/7u", "eJyr5lJ6vnDdk/1zlayUjNLddIzddMyMnYyUuGoBjTII0g==");
