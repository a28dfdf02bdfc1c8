BRIDGEKB_SHARD("v/p", "eJyr5lJKySzOTcwryUktzSzLTC1Pzs8rKcrPyUktUrIy0eFSKi1ISSwByqWnFpeUFqUWpSbnp+dlVoGkjbhqARFKF9s=");
