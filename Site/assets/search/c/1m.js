BRIDGEKB_SHARD("c/1m", "eJyr5lJ6urPp+dpOJSulNDcd42wnneIQnXInnUQnJa5aALbgCms=");
