BRIDGEKB_SHARD("v/l", {
"codablerepresentation":1,
"navigationdestination":5,
"phpickerconfiguration":4,
"uikeyboardlayoutguide":6
});
