BRIDGEKB_SHARD("v/u", "eJxdyzEOgzAQRNHex3CdMqLgNiszIiOstbVeGymIuwNKl/q/f4RIHZK5iIPqRm1MqahDvfGLOL9fIdZPZdpgg9ifaCVn2IKM9f5+prPKij8hLq10S7eZwnkBDpUpcA==");
