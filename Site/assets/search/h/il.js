BRIDGEKB_SHARD("h/il", "𩴵𩴌𩵦𫠏𩵩𩽺𩵹𩽻𩶁𫚎𩶘䲞𩶰𩽿𩶱𩽽𩷰𩾄");
