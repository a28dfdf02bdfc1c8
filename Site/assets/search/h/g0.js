BRIDGEKB_SHARD("h/g0", "𤁣𣺽");
