BRIDGEKB_SHARD("h/ig", "𩠴𩠠𩡣𩡖𩡺𩧦𩢡𩧬𩢴𩧵𩢸𩧳𩢾𩧮𩣏𩧶𩣑䯃𩣫𩧸𩣵𩧻𩣺𩧼");
