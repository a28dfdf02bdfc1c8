BRIDGEKB_SHARD("c/7l", "eJyr5lJ6Pnvii+VtSlZKJmZuOoa5Tjomxk4mOoZOQGSkxFULANGnCiw=");
