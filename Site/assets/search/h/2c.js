BRIDGEKB_SHARD("h/2c", "吒咤吳吴吶呐呂吕呉吴呪咒咼呙員员哯𠯟");
