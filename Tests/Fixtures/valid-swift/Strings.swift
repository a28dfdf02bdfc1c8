import Foundation

struct Greeting {
    var user: User?
    var counts: [String: Int]
    var locale: Locale

    func headline() -> String {
        "Welcome back, \(user?.displayName ?? "guest")! You have \(counts["unread", default: 0]) new messages."
    }

    func detail() -> String {
        "Last seen: \(user.map { "\($0.lastSeen.formatted(.relative(presentation: .named)))" } ?? "never")"
    }

    func quoted() -> String {
        "She said \"\(user?.displayName ?? "nobody")\" and left — \("\("nested")")"
    }

    func keyed() -> String {
        "\(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))"
    }
}

let pattern = #"^\d{3}-\d{4}$"#
let windowsPath = #"C:\Users\app\Library"#
let interpolatedRaw = #"value: \#(42) and a literal \(not interpolated)"#
let doubleHash = ##"a "#quoted"# string"##
let emptyString = ""
let singleQuoteInside = "it's \"fine\""
let unicodeEscapes = "\u{1F600} \u{4F60}\u{597D} \t tab"

let multiLine = """
    Dear \(Greeting(user: nil, counts: [:], locale: .current).headline()),

    Your order "#1234" ships today. \
    This continues the same line.
      Indented "quotes" and \"""triple\""" stay text.
    """

let rawMultiLine = #"""
    {
      "name": "\#(ProcessInfo.processInfo.processName)",
      "pattern": "\d+\.\d+",
      "note": "\(literal)"
    }
    """#

let json = """
{"title": "\("标题")", "body": "本文です"}
"""

func banner(width: Int) -> String {
    let line = String(repeating: "─", count: width)
    return """
    \(line)
    \("Centered".padding(toLength: width, withPad: " ", startingAt: 0))
    \(line)
    """
}

let attributed = try? AttributedString(markdown: "**Bold** and _italic_ with `code`, \("interpolated")")
let localized = String(localized: "Deleted \(3) items", comment: "Toast after deleting")
