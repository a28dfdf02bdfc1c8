BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoK1jErc1LS4VJ6vmbNkx0NQCFTixAdYyclrloA/PIMew==");
