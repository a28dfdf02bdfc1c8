BRIDGEKB_SHARD("v/h", {
"environmentvalues":2,
"hostingcontroller":4,
"uitraitcollection":2,
"uitraitdefinition":2,
"updatecurrentpage":1
});
