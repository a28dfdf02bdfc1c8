BRIDGEKB_SHARD("h/ga", "𤩂𫞧𤪺㻘𤫩㻏");
