BRIDGEKB_SHARD("c/4k", "eJyr5lJ6urPp+dpOJSuldDed9GAdUxMnneIQnXInnUQnJa5aANZDCx0=");
