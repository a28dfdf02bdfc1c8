BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jHLdlLS4VJ6vmbNkx0NQCGT8hAdYyclrloA/b0MrQ==");
