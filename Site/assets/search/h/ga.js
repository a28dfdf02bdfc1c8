BRIDGEKB_SHARD("h/ga", "eJwBGADn/yLwpKmC8Kuep/Ckqrrju5jwpKup47uPIsrKECc=");
