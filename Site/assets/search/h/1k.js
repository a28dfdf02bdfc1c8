BRIDGEKB_SHARD("h/1k", "㠏㟆㠣𫵷㢗𪪑㢝𢋈");
