BRIDGEKB_SHARD("c/4i", "eJyr5lJ6Oav/2ZxdSlZKiSE6liE6ZvlOOtkhSly1AJexCYk=");
