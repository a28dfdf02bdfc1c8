BRIDGEKB_SHARD("h/1m", "㨻𪮃㩋𪮋㩜㨫㩳㧐㩵擜㪎𪯋");
