BRIDGEKB_SHARD("v/g", {
"localtranslation":2,
"observableobject":5,
"pageview_preview":1,
"proposedviewsize":2,
"uicollectionview":10,
"uiviewcontroller":26,
"updateproperties":6,
"viewdiddisappear":1
});
