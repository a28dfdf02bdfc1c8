BRIDGEKB_SHARD("v/r", "eJyr5lLKTctNzMxJzs8tyC9OLctMLU/Ozyspys/JSS1SsjLhqgUA8RUNKg==");
