BRIDGEKB_SHARD("c/4k", "eJyr5lJ6urPp+dpOJSulTDed9GAdUxMnneIQnXInnUQnJa5aANZtCx8=");
