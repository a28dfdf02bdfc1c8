BRIDGEKB_SHARD("h/in", "𩼶𫚬𩽇𩾎𩿅𫠖𩿤𫛠𩿪𪉄");
