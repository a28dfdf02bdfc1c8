BRIDGEKB_SHARD("h/go", "𥢢䅪𥢶𫞷𥢷𫀮");
