BRIDGEKB_SHARD("h/1r", "㿖𪽮㿗𤻊㿧𤽯");
