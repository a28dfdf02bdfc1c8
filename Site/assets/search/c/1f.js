BRIDGEKB_SHARD("c/1f", "eJyr5lJKSkzOTi/KL81LUbJSMi93UtLhUnrcPOFxczOQb5IcomNS7GSkUwwWfzqh72n/BpA6MyedJCclrloAzbgVZw==");
