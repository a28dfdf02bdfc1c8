import Foundation
import Testing
@testable import BridgeKBReaders

/// Web copies only ever hold bare addresses: in prose, an `http://` or `https://` address becomes a
/// link (like the guide's source link on its page); nothing else does, and nothing around it leaks
/// into the markup.
@Suite struct BareURLLinkTests {
    static func link(_ url: String) -> String {
        "<a href=\"\(url)\" rel=\"nofollow noopener noreferrer\">\(url)</a>"
    }

    @Test func aBareAddressInProseIsALink() {
        let url = "https://developer.apple.com/documentation/swiftui"
        #expect(CommonMarkBridge.inlineHTML("详见 \(url) 了解更多") == "详见 \(Self.link(url)) 了解更多")
        #expect(CommonMarkBridge.inlineHTML(url) == Self.link(url))
        #expect(CommonMarkBridge.inlineHTML("see http://example.com/a/b") == "see \(Self.link("http://example.com/a/b"))")
        #expect(CommonMarkBridge.inlineHTML("HTTPS://Example.COM/Path 大写") == "\(Self.link("HTTPS://Example.COM/Path")) 大写")
    }

    /// A Chinese or Japanese sentence runs on after an address with no space: the address ends at the
    /// first character that is not ASCII (kana, ideographs, full-width punctuation, curly quotes).
    @Test func anAddressEndsWhereChineseOrJapaneseTextBegins() {
        let url = "https://example.com/docs/view"
        #expect(CommonMarkBridge.inlineHTML("詳しくは\(url)を参照してください") == "詳しくは\(Self.link(url))を参照してください")
        #expect(CommonMarkBridge.inlineHTML("参考 \(url)。下一段") == "参考 \(Self.link(url))。下一段")
        for mark in ["、", "，", "．", "！", "？", "）", "」", "』", "】", "（", "”", "’"] {
            #expect(CommonMarkBridge.inlineHTML("见\(url)\(mark)后文") == "见\(Self.link(url))\(mark)后文", "\(mark)")
        }
        #expect(CommonMarkBridge.inlineHTML("（\(url)）") == "（\(Self.link(url))）")
        #expect(CommonMarkBridge.inlineHTML("「\(url)」を開く") == "「\(Self.link(url))」を開く")
    }

    @Test func trailingPunctuationIsNotPartOfTheAddress() {
        let url = "https://example.com/a"
        for tail in [".", ",", ";", ":", "!", "?", ").", ")", "]", "...", "?!"] {
            #expect(CommonMarkBridge.inlineHTML("(see \(url)\(tail)") == "(see \(Self.link(url))\(tail)", "\(tail)")
        }
        #expect(CommonMarkBridge.inlineHTML("见 (\(url)) 一节") == "见 (\(Self.link(url))) 一节")
        #expect(CommonMarkBridge.inlineHTML("[see \(url)]") == "[see \(Self.link(url))]")
        #expect(CommonMarkBridge.inlineHTML("\(url)/b.c.d.") == "\(Self.link(url + "/b.c.d")).")
    }

    /// A closing bracket belongs to the address when the address opened it (Wikipedia's titles).
    @Test func aClosingBracketTheAddressOpenedIsPartOfIt() {
        let wiki = "https://en.wikipedia.org/wiki/Swift_(programming_language)"
        #expect(CommonMarkBridge.inlineHTML("见 \(wiki)。") == "见 \(Self.link(wiki))。")
        #expect(CommonMarkBridge.inlineHTML("(wiki: \(wiki)).") == "(wiki: \(Self.link(wiki))).")
        #expect(CommonMarkBridge.inlineHTML("https://example.com/x[1] 项") == "\(Self.link("https://example.com/x[1]")) 项")
    }

    @Test func aQueryIsEscapedInTheLinkAndItsText() {
        #expect(CommonMarkBridge.inlineHTML("搜索 https://example.com/search?a=1&b=2 即可")
                == "搜索 \(Self.link("https://example.com/search?a=1&amp;b=2")) 即可")
        #expect(CommonMarkBridge.inlineHTML("https://example.com/p#frag-1 と")
                == "\(Self.link("https://example.com/p#frag-1")) と")
    }

    /// Code, existing links and image descriptions keep what cmark made of them.
    @Test func codeSpansAndLinksAreLeftAlone() {
        #expect(CommonMarkBridge.inlineHTML("运行 `curl https://example.com/api` 看看") == "运行 <code>curl https://example.com/api</code> 看看")
        #expect(CommonMarkBridge.inlineHTML("[https://x.y](https://x.y)") == "<a href=\"https://x.y\">https://x.y</a>")
        #expect(CommonMarkBridge.inlineHTML("[文档](https://a.example) 与 https://b.example")
                == "<a href=\"https://a.example\">文档</a> 与 \(Self.link("https://b.example"))")
        #expect(CommonMarkBridge.inlineHTML("[见 *https://x.y* 页](https://x.y)") == "<a href=\"https://x.y\">见 <em>https://x.y</em> 页</a>")
        #expect(CommonMarkBridge.inlineHTML("![https://a.example](https://c.example/i.png)") == "<img src=\"https://c.example/i.png\" alt=\"https://a.example\" />")
        #expect(CommonMarkBridge.inlineHTML("*https://a.example* 强调") == "<em>\(Self.link("https://a.example"))</em> 强调")
    }

    @Test func onlyWebAddressesAreLinks() {
        for text in ["javascript:alert(1)", "点这里 javascript:alert(document.cookie)", "data:text/html,alert(1)",
                     "ftp://example.com/file", "mailto:a@example.com", "xhttps://example.com", "https://", "只有 https:// 一半",
                     "https://。", "file:///etc/passwd", "vbscript:msgbox(1)"] {
            #expect(!CommonMarkBridge.inlineHTML(text).contains("<a"), "\(text)")
        }
    }

    /// Quotes and angle brackets end an address: what follows stays escaped text, never an attribute.
    @Test func hostileTextAroundAnAddressStaysText() {
        #expect(CommonMarkBridge.inlineHTML(#"https://a.b/"onmouseover="x"#)
                == "\(Self.link("https://a.b/"))&quot;onmouseover=&quot;x")
        #expect(CommonMarkBridge.inlineHTML("https://a.b/'onmouseover='x") == "\(Self.link("https://a.b/"))'onmouseover='x")
        #expect(CommonMarkBridge.inlineHTML("https://a.b/<script>alert(1)</script>")
                == "\(Self.link("https://a.b/"))&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(CommonMarkBridge.inlineHTML("<https://a.b/c>") == "&lt;\(Self.link("https://a.b/c"))&gt;")
        #expect(CommonMarkBridge.inlineHTML("https://a.b/&quot;x") == "\(Self.link("https://a.b/"))&quot;x")
        #expect(CommonMarkBridge.inlineHTML("https://a.b/?q=&lt;x&gt;") == "\(Self.link("https://a.b/?q="))&lt;x&gt;")
        #expect(CommonMarkBridge.inlineHTML("https://a.b/\u{202E}x") == "\(Self.link("https://a.b/x"))")
        for text in [#"x https://a.b/"><script>alert(1)</script>"#, #"https://a.b/" onclick="alert(2)"#, "https://a.b/`x`\" y"] {
            let html = CommonMarkBridge.inlineHTML(text)
            #expect(!html.contains("<script") && !html.contains("\" onclick") && !html.contains("\"><"), "\(html)")
            #expect(html.components(separatedBy: "\"").count == 5, "\(html)")
        }
    }

    /// Text holding an address is never plain: the fast path would skip the link.
    @Test func textWithAnAddressIsNotPlain() {
        #expect(!CommonMarkBridge.isPlainInline("见 https://example.com 一节"))
        #expect(!CommonMarkBridge.isPlainInline("见http://example.com"))
        #expect(CommonMarkBridge.isPlainInline("在 updateUIView(context:) 中读取"))
        #expect(CommonMarkBridge.isPlainInline("比例 3:2 与 a/b"))
    }
}
