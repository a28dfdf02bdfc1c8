BRIDGEKB_SHARD("h/ib", "𩎖𫖑𩎢𩏾𩏂𫖓𩏠𫖖𩏪𩏽𩏷𫃗");
