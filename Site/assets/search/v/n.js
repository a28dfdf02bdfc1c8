BRIDGEKB_SHARD("v/n", {
"makeuigesturerecognizer":6,
"previousviewcontrollers":1,
"uiimagepickercontroller":2,
"withobservationtracking":8
});
