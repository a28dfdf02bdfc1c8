BRIDGEKB_SHARD("h/hm", "eJxT+rB85dQPq3vXAumZT+YsBVJ7gNxtH5avngukdykBAIEWFog=");
