BRIDGEKB_SHARD("c/2y", "eJyr5lJ63DzhcdMSJSsloypnHZMkJ51cJyUdkPDmx83tqMJctQCvmBBo");
