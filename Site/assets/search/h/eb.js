BRIDGEKB_SHARD("h/eb", "𠌥𠆿𠏢𠉗");
