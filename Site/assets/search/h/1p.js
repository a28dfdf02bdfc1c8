BRIDGEKB_SHARD("h/1p", "㵗𣳆㵾𪷍㶆𫞛㷍𤆢㷿𤈷");
