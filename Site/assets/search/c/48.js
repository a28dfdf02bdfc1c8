BRIDGEKB_SHARD("c/48", "eJyr5lJ63LTncfNmJSslkxxnHdMUJyUdoFhz2+Om7ehia4BK0cU2P+/ahir2vG8DRMyowlnHzNBJiasWAISAJBo=");
