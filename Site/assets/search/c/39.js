BRIDGEKB_SHARD("c/39", "eJyr5lJ6snfO8ykrlKyUMoJ1LN10skKCdUwtnXQsnHQqwKShk5IOl9LTzvVAhXBVZgZo0kt6gSoQ0kA5SyclrloADqceig==");
