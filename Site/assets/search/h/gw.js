BRIDGEKB_SHARD("h/gw", "𦀖𫄦𦂅𦈒𦃄𦈗𦃩𫄯");
