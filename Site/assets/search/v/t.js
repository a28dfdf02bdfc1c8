BRIDGEKB_SHARD("v/t", {
"nsviewcontrollerrepresentable":1,
"uiviewcontrollerrepresentable":39
});
