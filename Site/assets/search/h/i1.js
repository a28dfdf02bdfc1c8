BRIDGEKB_SHARD("h/i1", "𨤻𨤰𨥛𨱀𨥟𫓫𨦫䦀𨧀𬭊𨧜䦁𨧰𫟽𨧱𨱊");
