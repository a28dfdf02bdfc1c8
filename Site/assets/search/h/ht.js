BRIDGEKB_SHARD("h/ht", "𨄣𨀱𨅍𨁴𨆪𫏕𨇁𧿈𨇞𨅫𨇤𫏨𨇰𫏞𨇽𫏑");
