BRIDGEKB_SHARD("v/p", "eJyr5lJKySzOTcwryUktzSzLTC1Pzs8rKcrPyUktUrIy1+FSKi1ISSwByqWnFpeUFqUWpSbnp+dlVoGkjbhqARGwF94=");
