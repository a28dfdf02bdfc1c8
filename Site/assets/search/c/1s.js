BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jErcVLS4VJ6vmbNkx0NQCFT0xAdYyclrloA/I4MdQ==");
