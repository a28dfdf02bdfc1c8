import Foundation
import Testing
@testable import BridgeKBModel

/// Entries of guides written as memos and blog notes, copied as plain text: pitfall headings in the
/// words such posts use, labelled lines directly below them, sections titled by a label (`問題` /
/// `原因` / `解決方法`), and a closing summary that repeats them.
@Suite struct MemoEntryTests {
    @Test func memoPitfallHeadingsOverLabelledLinesAreMistakesWithTheirFields() {
        let entries = ShapeFixture.entries("""
        シートのメモ
        2026/01/12 更新

        はじめに
        シートの閉じ方で迷ったので残しておく。

        詰まった点1：閉じても入力が残る
        現象：シートを閉じて開き直すと前の入力が残っている。
        原因：UIHostingControllerを使い回していた。
        対策：閉じるたびにrootViewを作り直す。

        躓いたポイント2：二回目から開かない
        isPresentedをfalseに戻していなかったので、二回目のタップでシートが出なかった。

        まとめ
        コントローラの使い回しはやめておく。
        """, path: "memo/ja.txt")
        #expect(entries.map(\.kind) == [.mistake, .mistake])
        #expect(entries.map(\.source.line) == [7, 12])
        #expect(entries.map(\.title) == ["閉じても入力が残る", "二回目から開かない"])
        #expect(entries[0].symptom.hasPrefix("シートを閉じて"))
        #expect(entries[0].cause == "UIHostingControllerを使い回していた。")
        #expect(entries[0].fix == "閉じるたびにrootViewを作り直す。")
    }

    @Test func chinesePitfallPointsAndProblemCollections() {
        let entries = ShapeFixture.entries("""
        嵌入子控制器的记录
        最后更新：2025/09/27

        背景
        详情页底部加了一块 SwiftUI 写的评论区。

        坑点1：顶部多出一块空白
        评论区上方多了一段和状态栏一样高的空白，设置 safeAreaRegions 以后就好了。

        其他小问题
        • 深色模式切换后颜色不刷新，检查是不是写死了颜色
        • 列表滚动时评论区闪一下

        总结
        难点都在尺寸上。
        """, path: "memo/zh-Hans.txt")
        #expect(entries.map(\.kind) == [.mistake, .gotcha, .gotcha])
        #expect(entries.map(\.source.line) == [7, 11, 12])
        #expect(entries[0].title == "顶部多出一块空白")
    }

    @Test func sectionsTitledByLabelsAreOnePitfallNamedByTheDocument() {
        let entries = ShapeFixture.entries("""
        SwiftUI 里用 UIImagePickerController 选完图片回调不执行
        2025-06-02 14:31:07 发布

        【问题描述】
        选完照片之后 picker 能正常关闭，但是回调没有被调用。

        【原因分析】
        delegate 是 weak 引用，临时创建的对象出了方法就被释放了。

        【解决方案】
        实现 makeCoordinator，用 context.coordinator 作为 delegate。

        【总结】
        不要自己 new 代理对象。
        """, path: "memo/zh-Hans.txt")
        #expect(entries.count == 1)
        #expect(entries.first?.title == "SwiftUI 里用 UIImagePickerController 选完图片回调不执行")
        #expect(entries.first?.source.line == 4)
        #expect(entries.first?.symptom.hasPrefix("选完照片之后") == true)
        #expect(entries.first?.cause.hasPrefix("delegate 是 weak 引用") == true)
        #expect(entries.first?.fix.hasPrefix("实现 makeCoordinator") == true)
    }

    @Test func numberedLabelSectionsOfAMemoAreOnePitfall() {
        let entries = ShapeFixture.entries("""
        UIHostingControllerのセルが再利用で崩れる件
        2025/01/20 更新

        1. 背景

        一覧のセルだけSwiftUIで書き直した。

        2. 問題

        高速にスクロールすると、別の行の内容が一瞬表示される。

        3. 原因

        rootViewの差し替えを画像の読み込み完了後にしていた。

        4. 解決方法

        configureの最初に同期でrootViewを差し替える。

        5. まとめ

        差し替えは同期で。
        """, path: "memo/ja.txt")
        #expect(entries.count == 1)
        #expect(entries.first?.title == "UIHostingControllerのセルが再利用で崩れる件")
        #expect(entries.first?.source.line == 8)
        #expect(entries.first?.fix == "configureの最初に同期でrootViewを差し替える。")
    }

    @Test func labelledSubsectionsFillTheirPitfallsFields() {
        let entries = ShapeFixture.entries("""
        评论区嵌入记录
        最后更新：2025/09/27

        ■ 写在前面
        详情页底部嵌了一块 SwiftUI 评论区。

        ■ 坑点：内容变多后高度不变

        ● 现象
        评论加载出来以后下面的内容被裁掉。

        ● 原因
        容器的高度约束是写死的。

        ● 解决
        设置 sizingOptions = .intrinsicContentSize。

        ＜总结＞
        尺寸交给 Auto Layout。
        """, path: "memo/zh-Hans.txt")
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.title == "内容变多后高度不变")
        #expect(entries.first?.symptom == "评论加载出来以后下面的内容被裁掉。")
        #expect(entries.first?.cause == "容器的高度约束是写死的。")
        #expect(entries.first?.fix == "设置 sizingOptions = .intrinsicContentSize。")
    }

    @Test func aJapaneseTakeCareNotToSentenceIsACaution() {
        let entries = ShapeFixture.entries(inSection: "MKMapViewはメモリを多く使うので、タブを切り替えるたびに作り直さないように注意が必要です。", language: "ja")
        #expect(entries.map(\.kind) == [.caution])
        #expect(entries.first?.source.line == 5)
    }
}
