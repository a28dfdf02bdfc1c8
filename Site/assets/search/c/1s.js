BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoK1jGrdFLS4VJ6vmbNkx0NQCHTpBAdYyclrloA/ooMqA==");
