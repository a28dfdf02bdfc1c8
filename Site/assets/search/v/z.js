BRIDGEKB_SHARD("v/z", {
"mfmailcomposeviewcontrollerdelegate":2
});
