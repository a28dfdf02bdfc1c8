BRIDGEKB_SHARD("h/fz", "eJwBGQDm/yLwo72P8Kq2rvCjvrfjs6Lwo7+J8KO2qyLh8xEx");
