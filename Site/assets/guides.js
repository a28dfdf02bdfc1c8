window.BRIDGEKB_GUIDES = {"zh-Hans":[["interfacing-with-uikit","与UIKit协作"],["navigation-and-interop","SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"],["uikit-bridging","UIKit-SwiftUI 桥接"],["uiviewrepresentable-basics","3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"]],
"ja":[["uikit-bridging","UIKit-SwiftUI ブリッジ"]]};
