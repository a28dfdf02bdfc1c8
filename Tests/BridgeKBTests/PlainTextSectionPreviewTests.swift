import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies that lost their heading sizes: a section whose text names the headings that come next
/// (`…に置く方法と…に置く方法があります`, a list whose item opens with the next heading's title) is their
/// parent, and the heading after the last one it names is its sibling again.
@Suite struct PlainTextSectionPreviewTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// The section names two ways; the two headings after it are those ways, the one after them is not.
    @Test func headingsASectionNamesAreItsParts() throws {
        let doc = try parse("""
        画像キャッシュの作り方

        はじめに

        画像を何度も読み込むとスクロールが重くなります。

        キャッシュの置き場所

        置き場所はメモリに置く方法とディスクに置く方法の二つがあります。

        メモリに置く方法

        NSCache を使うと、メモリが足りなくなったときに自動で捨てられます。

        ディスクに置く方法

        Caches ディレクトリに書き出すと、次の起動でも使えます。

        後片付け

        使わなくなったファイルは起動時にまとめて消します。
        """)
        #expect(outline(doc) == ["はじめに@1", "キャッシュの置き場所@1", "メモリに置く方法@2", "ディスクに置く方法@2", "後片付け@1"])
    }

    /// A list of techniques whose first item opens with the next heading's title: that heading details
    /// one of them; the heading after it, which no item names, is the list's section's sibling.
    @Test func aListItemOpeningWithTheNextTitleMakesItAPart() throws {
        let doc = try parse("""
        一覧表示を速くする

        計測

        まず一秒あたりの描画回数を測ります。

        滑らかにする手法

        一覧を滑らかに動かすには、次の手法があります。

        • セルを使い回す。 詳しくは下の節を見てください。
        • 影の描画を減らす。

        どれも計測しながら試してください。

        セルを使い回す

        画面に見えている数だけセルを作り、消えたものを次の行に使います。

        画像を縮小しておく

        表示する大きさに縮めた画像を先に用意します。
        """)
        #expect(outline(doc) == ["計測@1", "滑らかにする手法@1", "セルを使い回す@2", "画像を縮小しておく@1"])
    }

    /// Naming only the next heading in a sentence (`次に…を見ます`) says what comes next, not that it is
    /// a part: the heading stays a sibling.
    @Test func aSentenceNamingOnlyTheNextHeadingLeavesItASibling() throws {
        let doc = try parse("""
        通知を送る

        権限の確認

        送る前に、利用者が通知を許可しているか確かめます。次に通知の内容の組み立てを見ます。

        通知の内容の組み立て

        題名と本文を決め、必要なら画像を添えます。

        送信の予約

        日時を指定して予約します。
        """)
        #expect(outline(doc) == ["権限の確認@1", "通知の内容の組み立て@1", "送信の予約@1"])
    }

    /// An opening section that previews the page (`はじめに`) is not the parent of what it previews.
    @Test func anOpeningSectionDoesNotTakeWhatItPreviews() throws {
        let doc = try parse("""
        画像キャッシュの作り方

        はじめに

        この記事ではメモリに置く方法とディスクに置く方法を紹介します。

        メモリに置く方法

        NSCache を使います。

        ディスクに置く方法

        Caches ディレクトリに書き出します。
        """)
        #expect(outline(doc) == ["はじめに@1", "メモリに置く方法@1", "ディスクに置く方法@1"])
    }

    /// A section that previews its parts after another parent's subsections opens subsections as a section that
    /// announces them does: it is that parent's sibling (`動作の確かめ方` after the parts of `キューの取得`), not a
    /// part of it.
    @Test func aSectionPreviewingItsPartsAfterAnotherParentsPartsIsItsSibling() throws {
        let doc = try parse("""
        ディスパッチキューの使い方

        キューの種類

        ディスパッチキューには直列のものと並列のものがあり、用途によって使い分けます。

        キューの取得

        キューはいくつかの方法で手に入ります。その方法について次に説明します。

        グローバルキューの取得

        優先度ごとに用意されたグローバルキューを関数で取得します。

        メインキューの取得

        画面を更新する処理はメインキューに追加します。

        動作の確かめ方

        サンプルアプリで次の組み合わせを試します。

        • 並列キューへの非同期追加
        • 直列キューへの同期追加

        それぞれの結果をログで比べます。

        並列キューへの非同期追加

        実行の順番は保証されません。

        直列キューへの同期追加

        追加した順に一つずつ実行されます。
        """)
        #expect(outline(doc) == ["キューの種類@1", "キューの取得@1", "グローバルキューの取得@2", "メインキューの取得@2",
                                 "動作の確かめ方@1", "並列キューへの非同期追加@2", "直列キューへの同期追加@2"])
    }

    /// A preview names each part once: a later heading that only the words naming an earlier part name
    /// (`キャッシュの容量を決める` after `メモリに置く方法`, both named by `メモリ…キャッシュ` words) is inside that
    /// part, not a part of its own — between two parts, and after the last one too.
    @Test func aHeadingNamedByAnEarlierPartsWordsIsInsideThatPart() throws {
        let doc = try parse("""
        一覧画面の画像を保存する

        キャッシュの置き場所

        置き場所はNSCacheに置く方法とディスクに書き出す方法の二つがあります。

        NSCacheに置く方法

        メモリが足りなくなったときに自動で捨てられます。

        NSCacheの上限を決める

        countLimit で数を絞ります。

        ディスクに書き出す方法

        Caches ディレクトリに書き出すと、次の起動でも使えます。

        ディスクに書き出すタイミング

        バックグラウンドに入るときにまとめて書きます。

        後片付け

        使わなくなったファイルは起動時にまとめて消します。
        """)
        #expect(outline(doc) == ["キャッシュの置き場所@1", "NSCacheに置く方法@2", "NSCacheの上限を決める@3",
                                 "ディスクに書き出す方法@2", "ディスクに書き出すタイミング@3", "後片付け@1"])
    }
}
