BRIDGEKB_SHARD("h/hu", "𨈊𨂺𨈌𨄄𨊰䢀𨊸䢁𨊻𨐆𨋢䢂");
