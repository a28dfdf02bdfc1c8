BRIDGEKB_SHARD("v/d", {
"accessibility":2,
"automatically":2,
"configuration":17,
"dispatchqueue":9,
"locallocation":2,
"localvelocity":2,
"representable":100,
"sizingoptions":8,
"uipagecontrol":6,
"viewdidappear":2
});
