BRIDGEKB_SHARD("c/7m", "eJyr5lJ6vnDdk/1zlayUjArcdIzddMzMnIyUuGoBjbkI3g==");
