BRIDGEKB_SHARD("h/id", "𩔑𫖷𩔳𫖴𩖰𫠇𩗀𩙦𩗓𫗈𩗴𫗉");
