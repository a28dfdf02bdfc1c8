BRIDGEKB_SHARD("g/5a", {"key": "section:uikit-bridging/part-2b-s3",
"records": [
[231,"section:uikit-bridging/part-2b-s3@zh-Hans","section","uikit-bridging","zh-Hans","CoordinateSpaceConverter",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","CoordinateSpaceConverter"],"zh-Hans/guides/uikit-bridging.html#part-2b-s3",371,"","","",[],"context.converter 可将 UIKit 手势坐标转换到 SwiftUI 坐标空间：\n属性/方法 说明\nlocalLocation 手势在所附加的 SwiftUI 视图空间中的位置\nlocalTranslation 手势在局部空间中的移动\nlocalVelocity 手势在局部空间中的速度\nlocation(in:) 将位置转换到某个祖先坐标空间\ntranslation(in:) 将移动转换到某个祖先坐标空间\nvelocity(in:) 将速度转换到某个祖先坐标空间","section:uikit-bridging/part-2b"],
[267,"section:uikit-bridging/part-2b-s3@ja","section","uikit-bridging","ja","CoordinateSpaceConverter",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","CoordinateSpaceConverter"],"ja/guides/uikit-bridging.html#part-2b-s3",371,"","","",[],"context.converter は、UIKit のジェスチャー座標を SwiftUI の座標空間に変換します。\nプロパティ／メソッド 説明\nlocalLocation アタッチされた SwiftUI ビューの座標空間におけるジェスチャー位置\nlocalTranslation ローカル座標空間におけるジェスチャーの移動量\nlocalVelocity ローカル座標空間におけるジェスチャーの速度\nlocation(in:) 位置を祖先の座標空間に変換\ntranslation(in:) 移動量を祖先の座標空間に変換\nvelocity(in:) 速度を祖先の座標空間に変換","section:uikit-bridging/part-2b"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动変变換换標标説说間间"});
