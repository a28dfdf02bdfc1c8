BRIDGEKB_SHARD("v/j", {
"mfmailcomposeresult":2,
"navigationsplitview":1,
"nsviewrepresentable":1,
"transitioncompleted":1,
"uigesturerecognizer":8,
"uihostingcontroller":45,
"uisearchbardelegate":3,
"uitextfielddelegate":5,
"uiviewrepresentable":45
});
