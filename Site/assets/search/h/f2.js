BRIDGEKB_SHARD("h/f2", "eJxT+rBwx/QPq1as/LBw5xogvfPDwt1Tn25qVAIA3+QQ+g==");
