BRIDGEKB_SHARD("c/56", "eJyr5lJ6OnvXszmdSlZKZllORjqGBk5GSjpcSkChx01bgaLmQFElrloAQ8MOWw==");
