BRIDGEKB_SHARD("h/im", "𩸃𩾅𩸄𫚝𩸡𫚟𩸦𩾆𩻗𫚨𩻬𫚩𩻮𫚘");
