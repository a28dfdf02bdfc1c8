BRIDGEKB_SHARD("h/ig", "eJwVzMsJgEAMhOFetlULEC+edw0YgqIHH4iK1VjAlODvYfgIMyQp8kqyohhpyanwXtEVHJHeNzxwwQcnhdW4Y/POFQycTIypX/i/udMHSAxFbA==");
