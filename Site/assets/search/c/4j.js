BRIDGEKB_SHARD("c/4j", "eJyr5lJ6urPp+dpOJSulNDed9GAdkxInneIQnXInnUQnJa5aANmfC1s=");
