BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoK1jGrcFLS4VJ6vmbNkx0NQCHTxBAdYyclrloA/moMpg==");
