BRIDGEKB_SHARD("c/4", "eJyr5lJ61tnwbE6nkpVScoiOSYhOeUiwjomxk06Wk46hk46Zkw6QneakA5RMddIxBytJdNLJB8qmOylx1QIApKEStg==");
