BRIDGEKB_SHARD("h/1o", "㰙𣗙");
