BRIDGEKB_SHARD("h/fd", "𢤩𪫡𢤱𢘙𢤿𪬯");
