BRIDGEKB_SHARD("c/1f", "eJyr5lJKSkzOTi/KL81LUbJSMq9wUtLhUnrcPOFxczOQb5zrplMUomNS7GSkUwyWejqh72n/BpBScyedJCclrloAD2AWVg==");
