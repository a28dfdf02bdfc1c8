BRIDGEKB_SHARD("c/7u", "eJyr5lJ6Pnvii+VtSlZKxlVuOoa5Tjomxk4mOoZOQGSkxFULANclCm8=");
