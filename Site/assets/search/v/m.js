BRIDGEKB_SHARD("v/m", {
"phpickerviewcontroller":4,
"sfsafariviewcontroller":2,
"uihostingconfiguration":15,
"uinavigationcontroller":11,
"uiviewpropertyanimator":2,
"updateuiviewcontroller":16,
"viewwilllayoutsubviews":2
});
