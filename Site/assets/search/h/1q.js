BRIDGEKB_SHARD("h/1q", "eJwBJQDa/yLjuIfwpI6647m98Kueo+O6j/CkoIvjupzwqrq747u28Kq8iyLslxng");
