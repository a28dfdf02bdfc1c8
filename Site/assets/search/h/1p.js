BRIDGEKB_SHARD("h/1p", "eJwBJQDa/yLjtZfwo7OG47W+8Kq3jeO2hvCrnpvjt43wpIai47e/8KSItyLoexl2");
