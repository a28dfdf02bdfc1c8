BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jErc1LS4VJ6vmbNkx0NQCFT8xAdYyclrloA/M4MeQ==");
