BRIDGEKB_SHARD("v/u", {
"invalidateintrinsiccontentsize":4,
"phpickerviewcontrollerdelegate":4,
"uipageviewcontrollerdatasource":6
});
