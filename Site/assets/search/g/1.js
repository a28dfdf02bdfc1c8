BRIDGEKB_SHARD("g/1", {"key": "entry:interfacing-with-uikit-file-pageview-swift",
"records": [
[1,"entry:interfacing-with-uikit-file-pageview-swift@zh-Hans","pattern","interfacing-with-uikit","zh-Hans","PageView.swift",["第四节添加自定义分页控件","步骤2"],"zh-Hans/entries/interfacing-with-uikit-file-pageview-swift.html",751,"","","",["View","UIHostingController","@State","PreviewProvider"],"View UIHostingController @State PreviewProvider",""]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
