BRIDGEKB_SHARD("h/il", "eJxT+rByy1Yg7vmwcuuyD6sX9APplR9W7t0FpHcC6d0fVm5r/LB6Vh+QnvFk0zwgtQEovB9IbwTSez+s3A7k72tRAgCesjSt");
