BRIDGEKB_SHARD("v/c", {
"cancellation":1,
"identifiable":6,
"notification":5,
"presentation":8,
"registration":2,
"scenestorage":1,
"sizecategory":2,
"sizethatfits":9,
"transferable":2,
"uiscrollview":9,
"updateuiview":46,
"valuechanged":1
});
