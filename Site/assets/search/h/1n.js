BRIDGEKB_SHARD("h/1n", "eJxTerx+yYfFMyYoAQAbOgU2");
