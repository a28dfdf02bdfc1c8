BRIDGEKB_SHARD("c/4", "eJyr5lJ61tnwbE6nkpVSaoiOSYhOeUiwjomxk06Wk46hk46Zkw6Qneakkxyik+qkYw5Wkuikkw+UTXdS4qoFAKULErg=");
