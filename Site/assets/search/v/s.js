BRIDGEKB_SHARD("v/s", {
"uilongpressgesturerecognizer":4,
"uiobservationtrackingenabled":6,
"uipageviewcontrollerdelegate":3,
"uitraitbridgedenvironmentkey":12
});
