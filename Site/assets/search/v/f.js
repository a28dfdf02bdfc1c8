BRIDGEKB_SHARD("v/f", {
"dismantleuiview":15,
"fullscreencover":1,
"makecoordinator":25,
"navigationstack":14,
"previewprovider":7,
"uimutabletraits":2
});
