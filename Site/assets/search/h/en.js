BRIDGEKB_SHARD("h/en", "eJxT+rBgb/OHVQt2fViwf+qHVXP6lABxgAux");
