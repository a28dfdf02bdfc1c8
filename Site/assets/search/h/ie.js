BRIDGEKB_SHARD("h/ie", "𩘀𩙩𩘝𩙭𩘹𩙨𩘺𩙬𩙈𩙰𩚛𩟿𩚥𩠀𩚩𫗡𩚵𩠁𩛆𩠂𩛌𫗤𩛡𫗨𩛩𩠃");
