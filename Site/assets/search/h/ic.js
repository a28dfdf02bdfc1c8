BRIDGEKB_SHARD("h/ic", "𩑔𫖪𩒎𫖭𩓣𩖕𩓥𫖵");
