BRIDGEKB_SHARD("c/4j", "eJyr5lJ6urPp+dpOJSuldDedtGAdk2InneIQnXInnUQnJa5aANmUC1o=");
