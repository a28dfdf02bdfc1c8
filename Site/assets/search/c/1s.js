BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jHLc1LS4VJ6vmbNkx0NQCGTqhAdYyclrloA/h0Msw==");
