BRIDGEKB_SHARD("v/o", {
"coordinatespaceconverter":4
});
