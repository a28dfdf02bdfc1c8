BRIDGEKB_SHARD("h/h4", "𦠅𫞅𦡝𫆫𦢈𣍨𦣎𦟗");
