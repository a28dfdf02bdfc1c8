BRIDGEKB_SHARD("h/1y", "eJwBKwDU/yLkmZTwq4uy5Jmh5JmM5Jmx8KecreSaqfCrjK/km4Twq42g5Juz8KuNqyKFqx0w");
