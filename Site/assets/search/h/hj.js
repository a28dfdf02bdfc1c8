BRIDGEKB_SHARD("h/hj", "eJxT+rB8zvQnM+YBqa1PZnZ9WD533pMZsz8sn7f6w+qe7g/L5zcAhZYrAQAQvhok");
