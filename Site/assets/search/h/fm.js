BRIDGEKB_SHARD("h/fm", "𣈶暅𣋋𣈣");
