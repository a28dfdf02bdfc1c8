BRIDGEKB_SHARD("h/gt", "eJxT+rB0y4oPq5umAek9H1Y37vqwdGvzh6UbpwDprg9L13Z+WLptL1B8oxIAcbAc3w==");
