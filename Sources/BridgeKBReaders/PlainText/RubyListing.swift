/// Ruby as iOS guides show it — a CocoaPods `Podfile` (`platform :ios`, `pod '…'`, a `post_install do
/// |installer|` hook), the `Gemfile` that pins CocoaPods (`gem '…'`) or a podspec — whose blocks open with `do` and close with `end`, so a copy that lost
/// the fence still shows where the listing ends.
extension ListingShape {
    /// The Podfile's (and a Gemfile's: `gem 'cocoapods'`) statements that open a listing on their own.
    private static let podfileStatements = ["pod '", "pod \"", "platform :", "source '", "source \"", "use_frameworks!",
                                            "inhibit_all_warnings!", "use_modular_headers!", "install! '", "gem '", "gem \""]

    /// Words that name a Podfile's blocks (`target 'App' do`, `post_install do |installer|`).
    private static let podfileBlocks: Set<String> = ["post_install", "pre_install", "target", "abstract_target"]

    /// Whether `t` (trimmed, not blank) starts a Ruby listing: a Podfile statement, or a block opened with
    /// `do` by a Podfile word, on a method call (`targets.each do`) or with block parameters (`do |config|`).
    static func isRubyStart(_ t: String) -> Bool {
        guard let initial = t.utf8.first, (initial >= 0x61 && initial <= 0x7A) || initial == UInt8(ascii: "_") else { return false }
        if podfileStatements.contains(where: { t.hasPrefix($0) }) { return !CharacterClass.containsCJK(t) }
        guard opensBlock(t), !CharacterClass.containsCJK(CodeLineScanner.codePart(of: t)) else { return false }
        let head = t.prefix { CharacterClass.isIdentifierBody($0) || $0 == "." }
        return podfileBlocks.contains(String(head)) || head.contains(".") || t.hasSuffix("|")
    }

    /// `… do` or `… do |a, b|` at the end of the line.
    private static func opensBlock(_ t: String) -> Bool {
        var body = Substring(t)
        if body.hasSuffix("|") {
            let params = body.dropLast()
            guard let open = params.lastIndex(of: "|") else { return false }
            body = params[..<open]
            while body.last == " " { body = body.dropLast() }
        }
        return body.hasSuffix(" do")
    }

    /// How the line changes the depth of Ruby's blocks: +1 for a block opened with `do` or by a keyword that
    /// starts the line (`if`, `def`, `unless` …), −1 for `end`.
    static func rubyDepthDelta(_ line: String) -> Int {
        let t = line.trimmed
        if t == "end" || t.hasPrefix("end ") || t.hasPrefix("end.") { return -1 }
        if opensBlock(t) { return 1 }
        let word = t.prefix { $0.isASCII && $0.isLetter }
        return ["if", "unless", "while", "until", "case", "begin", "def", "class", "module"].contains(String(word))
            && t.dropFirst(word.count).first == " " ? 1 : 0
    }

    /// Whether a line goes on with a Ruby listing at block depth `depth`: inside a block anything but prose
    /// at the margin (a copy may have lost the block's `end`), after it `end`, a new start or indented code.
    static func continuesRuby(_ line: String, depth: Int) -> Bool {
        let t = line.trimmed
        if t == "end" || isRubyStart(t) { return true }
        let code = CodeLineScanner.codePart(of: line)
        if CharacterClass.containsCJK(code) { return false }
        return line.indentation > 0 || (depth > 0 && !LineShape.readsAsProse(code))
    }
}
