BRIDGEKB_SHARD("v/e", {
"anycancellable":2,
"editingchanged":2,
"environmentkey":2,
"heavyuikitview":1,
"layoutsubviews":2,
"navigationlink":2,
"navigationpath":9,
"phpickerresult":4,
"representation":1,
"traitoverrides":2,
"uikittextfield":1,
"viewwillappear":1
});
