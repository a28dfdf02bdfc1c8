import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

// MARK: - Example markers

/// A `↓` marker: where a rule's finding must start.
private struct Marker: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var byteColumn: Int
    var description: String { "\(line):\(column) (byte \(byteColumn))" }
}

/// Removes the `↓` markers from an example, returning the code and the marked positions.
private func stripMarkers(_ example: String) -> (code: String, markers: Set<Marker>) {
    var markers: Set<Marker> = []
    var lines: [String] = []
    for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var clean = ""
        for character in line {
            if character == "↓" {
                markers.insert(Marker(line: index + 1, column: clean.count + 1, byteColumn: clean.utf8.count + 1))
            } else {
                clean.append(character)
            }
        }
        lines.append(clean)
    }
    return (lines.joined(separator: "\n"), markers)
}

/// Inserts `prefix` at the start of every line holding a marker, shifting the expected columns.
private func insertingPrefix(_ prefix: String, _ code: String, _ markers: Set<Marker>) -> (String, Set<Marker>) {
    let marked = Set(markers.map(\.line))
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
        marked.contains(index + 1) ? prefix + line : String(line)
    }
    let shifted = Set(markers.map { Marker(line: $0.line, column: $0.column + prefix.count, byteColumn: $0.byteColumn + prefix.utf8.count) })
    return (lines.joined(separator: "\n"), shifted)
}

private func positions(of rule: any LintRule, in code: String) -> Set<Marker> {
    let findings = Linter(rules: [rule]).runRules(on: SwiftSourceModel(code))
    return Set(findings.map { Marker(line: $0.diagnostic.range!.start.line, column: $0.diagnostic.range!.start.column,
                                     byteColumn: $0.byteColumn ?? 0) })
}

private let ruleIDs = RuleRegistry.all.map { $0.description.identifier }

// MARK: - Every rule's own examples

@Test(arguments: ruleIDs)
func ruleTriggersExactlyAtMarkers(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(identifier: id))
    #expect(!rule.description.triggeringExamples.isEmpty)
    for example in rule.description.triggeringExamples {
        let (code, markers) = stripMarkers(example)
        #expect(!markers.isEmpty, "triggering example without ↓: \(example)")
        #expect(positions(of: rule, in: code) == markers, "\(id) in:\n\(code)")
        // Again with CJK text and emoji in front of the marked lines: columns must shift by characters
        // for `column` and by UTF-8 bytes for `byteColumn`.
        let (shiftedCode, shiftedMarkers) = insertingPrefix("/* 注释、コメント🙂👨‍👩‍👧 */ ", code, markers)
        #expect(positions(of: rule, in: shiftedCode) == shiftedMarkers, "\(id) with CJK prefix in:\n\(shiftedCode)")
    }
}

@Test(arguments: ruleIDs)
func ruleIgnoresNonTriggeringExamples(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(identifier: id))
    #expect(!rule.description.nonTriggeringExamples.isEmpty)
    for example in rule.description.nonTriggeringExamples {
        #expect(positions(of: rule, in: example).isEmpty, "\(id) flags:\n\(example)")
    }
}

@Test(arguments: ruleIDs)
func ruleExamplesAreValidSwift(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(identifier: id))
    for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
        let code = stripMarkers(example).code
        let kind = SnippetClassifier.classify(code)
        let wrapped = SnippetWrapper.wrap(code, kind: kind)
        #expect(StructuralChecker.check(SwiftLexer.lex(wrapped.text)).isEmpty, "\(id) example has syntax errors:\n\(code)")
    }
}

@Test(arguments: ruleIDs)
func findingsNameTheMethodToUseInFull(_ id: String) throws {
    // "set it once in make…" reads as a message cut off by the terminal: a finding names the method
    // (makeUIView, dismantleUIViewController…) in every language; "(…)" for elided code stays.
    let rule = try #require(RuleRegistry.rule(identifier: id))
    for language in [Language.english, .simplifiedChinese, .japanese] {
        for example in rule.description.triggeringExamples {
            for finding in Linter(rules: [rule], language: language).runRules(on: SwiftSourceModel(stripMarkers(example).code)) {
                let message = finding.diagnostic.message
                #expect(!message.contains(#/[A-Za-z]…/#), "\(id), \(language.tag): \(message)")
                #expect(!message.contains(#/\{[a-z]+\}/#), "\(id), \(language.tag): a placeholder left in \(message)")
            }
        }
    }
}

// MARK: - Descriptions

@Test func ruleDescriptionsAreComplete() {
    let descriptions = RuleRegistry.descriptions
    #expect(Set(descriptions.map(\.identifier)).count == descriptions.count)
    #expect(descriptions.count >= 13)
    for d in descriptions {
        #expect(!d.concerns.isEmpty, "\(d.identifier) has no concerns")
        for tag in ["en", "zh-Hans", "ja"] {
            #expect(d.messages[tag]?.isEmpty == false, "\(d.identifier) has no \(tag) message")
        }
        let english = d.messages["en"] ?? ""
        #expect(english.first.map { !$0.isUppercase } ?? false, "\(d.identifier): message should start lowercase")
        #expect(!english.hasSuffix("."))
    }
}

@Test func everyRuleIsNamedAndExplainedInEachSiteLanguage() {
    // The site's rule pages (<lang>/rules/<id>.html) show the name and the reason in the page's language.
    for d in RuleRegistry.descriptions {
        for language in [Language.simplifiedChinese, .japanese] {
            #expect(d.names[language.tag]?.isEmpty == false, "\(d.identifier) has no \(language.tag) name")
            #expect(d.descriptions[language.tag]?.isEmpty == false, "\(d.identifier) has no \(language.tag) description")
            #expect(d.name(in: language) != d.name, "\(d.identifier): the \(language.tag) name is the English one")
        }
        #expect(d.name(in: .english) == d.name)
        #expect(d.description(in: .english) == d.description)
    }
}

@Test func messagesFollowTheChosenLanguage() {
    let code = "MapView(region: region)\n    .id(UUID())"
    let zh = Linter(rules: [IdentityUUIDRule()], language: .simplifiedChinese).lint(code)
    let ja = Linter(rules: [IdentityUUIDRule()], language: .japanese).lint(code)
    #expect(zh.first?.diagnostic.message.contains("视图") == true)
    #expect(ja.first?.diagnostic.message.contains("ビュー") == true)
}
