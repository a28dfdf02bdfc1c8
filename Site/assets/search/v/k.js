BRIDGEKB_SHARD("v/k", {
"intrinsiccontentsize":12,
"makeuiviewcontroller":22,
"navigationcontroller":2,
"preferredcontentsize":2,
"setcontentscrollview":8,
"uipageviewcontroller":12
});
