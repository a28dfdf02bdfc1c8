BRIDGEKB_SHARD("v/v", {
"handleuigesturerecognizeraction":6
});
