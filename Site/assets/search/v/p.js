BRIDGEKB_SHARD("v/p", {
"dismantleuiviewcontroller":4,
"updateuigesturerecognizer":2
});
