BRIDGEKB_SHARD("v/r", {
"mfmailcomposeviewcontroller":2
});
