import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies that lost their heading sizes: what a section's last words say about the headings after it.
/// A text that says the rest of the page is its parts (`次項以降で…`) puts every later heading below it; a
/// text that ends on a verb of presenting in the future (`…を次に説明します。`) or stops in the middle of a
/// sentence (`つまり、`) opens the headings after it as its parts.
@Suite struct PlainTextPartsCueTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// `次項以降では…`: every heading after the section is one of its parts, even one that opens parts of its
    /// own (which would otherwise be read as the first section's sibling).
    @Test func aSectionThatSaysTheRestOfThePageIsItsPartsHoldsEveryLaterHeading() throws {
        let doc = try parse("""
        プッシュ通知の基本

        準備

        証明書を用意する。

        通知の流れ

        通知はサーバーから端末へ届く。
        次項以降では、登録と受信の手順を順に扱う。

        登録

        アプリの起動時に登録する。

        受信

        受信の処理は二通りある。ここではその二つを紹介します。

        前面にいるとき

        画面に通知を出すかどうかを選べる。

        背面にいるとき

        通知センターに並ぶ。
        """)
        #expect(outline(doc) == ["準備@1", "通知の流れ@1", "登録@2", "受信@2", "前面にいるとき@3", "背面にいるとき@3"])
    }

    /// A section that ends by saying what it will present (`…次に説明します。`) opens the headings after it.
    @Test func aSectionEndingOnAVerbOfPresentingOpensItsParts() throws {
        let doc = try parse("""
        画像の扱い

        読み込み

        画像はネットワークから読み込む。

        保存先

        読み込んだ画像はどこかに取っておきたい。どこに置けるのかを次に説明します。

        メモリに置く

        すぐ使う画像に向く。

        ファイルに書き出す

        次の起動でも使える。
        """)
        #expect(outline(doc) == ["読み込み@1", "保存先@1", "メモリに置く@2", "ファイルに書き出す@2"])
    }

    /// The same in a page whose sections never announce anything: without the verb, the headings stay siblings.
    @Test func withoutTheVerbTheHeadingsStaySiblings() throws {
        let doc = try parse("""
        画像の扱い

        読み込み

        画像はネットワークから読み込む。

        保存先

        読み込んだ画像はどこかに取っておきたい。

        メモリに置く

        すぐ使う画像に向く。

        ファイルに書き出す

        次の起動でも使える。
        """)
        #expect(outline(doc) == ["読み込み@1", "保存先@1", "メモリに置く@1", "ファイルに書き出す@1"])
    }

    /// A section whose text stops on `つまり、` goes on in the headings below it: they are its parts.
    @Test func aSectionStoppingInTheMiddleOfASentenceOpensItsParts() throws {
        let doc = try parse("""
        端末ごとの違い

        設定の既定値

        既定値は版によって違う。

        標準アプリの動き

        標準のアプリも既定値に従っていた。
        つまり、

        古い版

        一覧の項目を押せなかった。

        新しい版

        一覧の項目を押せる。
        """)
        #expect(outline(doc) == ["設定の既定値@1", "標準アプリの動き@1", "古い版@2", "新しい版@2"])
    }

    /// Other polite future forms of presenting (`…について解説を進めていきます。`) open the parts too.
    @Test func aProgressiveFormOfPresentingOpensItsPartsToo() throws {
        let doc = try parse("""
        通信の覚え書き

        通信の種類

        通信には同期と非同期がある。ここでは非同期の通信について解説を進めていきます。

        依頼を作る

        宛先と中身を決める。

        結果を受け取る

        完了時の処理で中身を読む。
        """)
        #expect(outline(doc) == ["通信の種類@1", "依頼を作る@2", "結果を受け取る@2"])
    }

    /// `画面遷移の仕組み` is worded like the later `画面遷移の実装`, whose first part stands right below it: the
    /// headings between the two are the first one's parts.
    @Test func aSectionWordedLikeALaterParentIsAParentToo() throws {
        let doc = try parse("""
        ナビゲーションの覚え書き

        画面遷移の仕組み

        一覧と詳細の二つの画面で考える。

        一覧と詳細

        二つの画面を別々の型にしておく。

        作りたい画面

        設定アプリのような画面を目指す。

        画面遷移の実装

        一覧から詳細へ進む

        行を押したら詳細を出す。

        詳細から戻る

        戻るボタンで一覧に戻る。
        """)
        #expect(outline(doc) == ["画面遷移の仕組み@1", "一覧と詳細@2", "作りたい画面@2", "画面遷移の実装@1",
                                 "一覧から詳細へ進む@2", "詳細から戻る@2"])
    }

    /// A section between the two that has parts of its own is their peer: nothing moves.
    @Test func aSectionWithPartsBetweenTwoSuchParentsIsTheirPeer() throws {
        let doc = try parse("""
        ナビゲーションの覚え書き

        画面遷移の仕組み

        一覧と詳細の二つの画面で考える。

        作りたい画面

        完成図

        設定アプリのような画面を目指す。

        画面遷移の実装

        一覧から詳細へ進む

        行を押したら詳細を出す。
        """)
        #expect(outline(doc) == ["画面遷移の仕組み@1", "作りたい画面@1", "完成図@2", "画面遷移の実装@1", "一覧から詳細へ進む@2"])
    }

    /// A section whose text opens by naming the chapter (`この章では…`) is the chapter: a later section that
    /// opens parts of its own is one of its parts, not its sibling.
    @Test func aSectionThatNamesTheChapterHoldsTheRestOfThePage() throws {
        let doc = try parse("""
        ネットワーク入門

        通信の概要

        この章では、通信の流れに沿って順に扱う。

        準備

        サーバーを用意する。

        送信する

        同期で送る

        結果が返るまで待つ。

        非同期で送る

        完了したら呼ばれる。
        """)
        #expect(outline(doc) == ["通信の概要@1", "準備@2", "送信する@2", "同期で送る@3", "非同期で送る@3"])
    }
}
