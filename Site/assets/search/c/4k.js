BRIDGEKB_SHARD("c/4k", "eJyr5lJ6urPp+dpOJSulDDed9GAdUyMnneIQnXInnUQnJa5aANY8Cxw=");
