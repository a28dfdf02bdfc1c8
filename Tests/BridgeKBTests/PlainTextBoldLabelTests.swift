import Foundation
import Testing
@testable import BridgeKBModel

/// A rendered page sets a heading off from its paragraph by a blank line (`<h3>` above `<p>`), while a bold label
/// that opens a paragraph (`<p><b>原因</b><br>…</p>`) stays glued to its text. On a page whose headings stand apart,
/// a part of a problem report glued right above its text is that label, not a heading.
@Suite struct PlainTextBoldLabelTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func titles(_ document: Document) -> [String] { TestSupport.titles(document) }

    /// A page of two problem reports, each a heading, its text, and the parts of the report glued to their sentences;
    /// `apart`: a blank line below each report's heading (as a rendered page sets an `<h3>` off), else glued as a memo.
    func reports(apart: Bool) -> String {
        let gap = apart ? "\n\n" : "\n"
        return """
        ビルドエラーの備忘録

        はじめに\(gap)ビルドを自動化したときに出会ったエラーと、その直し方をまとめます。

        署名の設定が見つからない\(gap)手元では通るビルドが、ビルドサーバーでは署名の段階で止まりました。

        原因
        ビルドサーバーに証明書を入れていなかったためです。

        解決策
        証明書を書き出してビルドサーバーに入れます。

        シミュレータが見つからない\(gap)テストの段階で、指定したシミュレータがないと言われて止まりました。

        原因
        サーバーのXcodeに、そのOSのシミュレータが入っていなかったためです。

        解決策
        指定するOSを、サーバーに入っているものに合わせます。
        """
    }

    @Test func aRoleGluedToItsTextOnAPageWhoseHeadingsStandApartIsALabel() throws {
        #expect(titles(try parse(reports(apart: true))) == ["はじめに", "署名の設定が見つからない", "シミュレータが見つからない"])
    }

    /// A memo glues every heading to its text: there the parts of a report stay headings.
    @Test func aMemoThatGluesEveryHeadingKeepsItsRoles() throws {
        #expect(titles(try parse(reports(apart: false))).contains("原因"))
    }
}
