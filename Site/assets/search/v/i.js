BRIDGEKB_SHARD("v/i", {
"didfinishanimating":1,
"mkcoordinateregion":4,
"notificationcenter":2,
"nslayoutconstraint":2,
"pageviewcontroller":11,
"pushviewcontroller":8,
"setviewcontrollers":9
});
