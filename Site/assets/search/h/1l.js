BRIDGEKB_SHARD("h/1l", "㥮㤘㦎𢛯㦛𢗓㦞𪫷");
