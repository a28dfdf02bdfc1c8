BRIDGEKB_SHARD("c/1s", "eJyr5lJKyywqLlGyUkoM1jGrcFLS4VJ6vmbNkx0NQCFTyxAdYyclrloA/Q4MfQ==");
