BRIDGEKB_SHARD("h/io", "𪀖𫛧𪀦𪉅𪀾𪉋𪁈𪉉𪁖𪉌𪂆𪉎𪃍𪉐𪃏𪉏𪃒𫛻𪃧𫛹");
