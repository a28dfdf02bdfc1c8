BRIDGEKB_SHARD("h/ih", "𩤊𩧩𩤙𩨆𩤲𩨉𩤸𩨅𩥄𩨋𩥇𩨍𩥉𩧱𩥑𩨌𩦠𫠌𩧆𩨐");
