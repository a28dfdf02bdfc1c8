BRIDGEKB_SHARD("v/w", {
"uigesturerecognizerrepresentable":22
});
