BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jErdlLS4VJ6vmbNkx0NQCFTkxAdYyclrloA/G4Mcw==");
