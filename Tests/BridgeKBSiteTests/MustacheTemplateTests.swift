import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// Behaviours of the Mustache engine beyond the spec: errors, limits, values and the library.
struct MustacheTemplateTests {
    private func render(_ source: String, _ context: MustacheValue = [:],
                        partials: [String: String] = [:]) throws -> String {
        let compiled = try partials.mapValues { try MustacheTemplate($0) }
        return try MustacheTemplate(source).render(context, partials: compiled)
    }

    /// The error parsing `source` throws, or `nil` if it parses.
    private func parseError(_ source: String, name: String = "t") -> MustacheError? {
        do {
            _ = try MustacheTemplate(source, name: name)
            return nil
        } catch let error as MustacheError {
            return error
        } catch {
            Issue.record("unexpected error type: \(error)")
            return nil
        }
    }

    // MARK: - Rendering

    @Test func escapesHTMLInDoubleMustache() throws {
        #expect(try render("{{x}}", ["x": "<a href=\"q\">Tom & Jerry's</a>"])
                == "&lt;a href=&quot;q&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func tripleMustacheAndAmpersandDoNotEscape() throws {
        #expect(try render("{{{x}}}|{{& x }}", ["x": "<b>&</b>"]) == "<b>&</b>|<b>&</b>")
    }

    @Test func wholeNumbersRenderWithoutFraction() throws {
        #expect(try render("{{a}} {{b}} {{c}} {{d}}", ["a": 85, "b": 1.0, "c": 1.21, "d": -3.5]) == "85 1 1.21 -3.5")
    }

    @Test func emptyStringIsFalseyButZeroIsTruthy() throws {
        #expect(try render("{{#s}}S{{/s}}{{^s}}no-s{{/s}} {{#n}}N{{n}}{{/n}}", ["s": "", "n": 0]) == "no-s N0")
    }

    @Test func sectionsIterateListsAndPushObjects() throws {
        let context: MustacheValue = ["site": "KB", "pages": [["title": "A"], ["title": "B"]]]
        #expect(try render("{{#pages}}[{{title}}@{{site}}]{{/pages}}", context) == "[A@KB][B@KB]")
    }

    @Test func standalonePartialIndentsItsLinesButNotData() throws {
        let out = try render("<ul>\n  {{>item}}\n</ul>\n", ["text": "a\nb"], partials: ["item": "<li>\n{{text}}\n</li>\n"])
        #expect(out == "<ul>\n  <li>\n  a\nb\n  </li>\n</ul>\n")
    }

    @Test func templateRendersTheSameTwice() throws {
        let template = try MustacheTemplate("{{#xs}}{{.}},{{/xs}}")
        let context: MustacheValue = ["xs": [1, 2, 3]]
        #expect(try template.render(context) == "1,2,3,")
        #expect(try template.render(context) == "1,2,3,")
    }

    // MARK: - Parse errors

    @Test func reportsUnclosedSectionWithLineAndColumn() throws {
        let error = try #require(parseError("<p>\n  {{#items}}\n  x\n"))
        #expect(error.line == 2 && error.column == 3)
        #expect(error.message.contains("unclosed section 'items'"))
        #expect(error.description == "t:2:3: error: \(error.message)")
    }

    @Test func reportsUnclosedTagWithLineAndColumn() throws {
        let error = try #require(parseError("ab\ncd {{name"))
        #expect((error.line, error.column) == (2, 4))
        #expect(error.message.contains("unclosed tag"))
        #expect(try #require(parseError("{{{raw}}")).message.contains("unclosed triple mustache"))
    }

    @Test func mismatchedCloseTagIsAnError() throws {
        let error = try #require(parseError("{{#a}}\n{{#b}}x{{/a}}"))
        #expect((error.line, error.column) == (2, 8))
        #expect(error.message.contains("'/a'") && error.message.contains("'b'"))
        #expect(error.message.contains("line 2, column 1"))
    }

    @Test func strayCloseTagIsAnError() throws {
        let error = try #require(parseError("x {{/a}}"))
        #expect((error.line, error.column) == (1, 3))
    }

    @Test func badDelimitersAreAnError() throws {
        for source in ["{{=<% =}}", "{{=<% %> x=}}", "{{=a= b=}}", "{{= =}}", "x\n {{=<% %>",
                       "{{=\(String(repeating: "<", count: 33)) >=}}"] {
            let error = try #require(parseError(source), "expected an error for \(source.debugDescription)")
            #expect(error.line >= 1 && error.column >= 1, "\(error)")
        }
    }

    @Test func emptyAndMalformedNamesAreErrors() throws {
        #expect(parseError("{{}}") != nil)
        #expect(parseError("{{# }}") != nil)
        #expect(parseError("{{a b}}") != nil)
        #expect(parseError("{{a..b}}") != nil)
        #expect(parseError("{{.a}}") != nil)
        #expect(parseError("{{>shared/head.html}}") == nil)
    }

    @Test func inheritanceTagsAreRejected() throws {
        #expect(try #require(parseError("{{<parent}}{{/parent}}")).message.contains("inheritance"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(parseError("日本語 {{#x}}"))
        #expect((error.line, error.column) == (1, 5))
    }

    @Test func errorWithoutPositionDescribesTemplateOnly() {
        #expect(MustacheError("boom", template: "page").description == "page: error: boom")
    }

    // MARK: - Safety

    @Test func recursivePartialDoesNotHang() throws {
        // Directly self-including, once or twice per level: stopped at the first repeat.
        for source in ["{{>self}}", "a{{>self}}{{>self}}b"] {
            let library = try TemplateLibrary(templates: ["self": source])
            #expect(throws: MustacheError.self) { try library.render("self", [:]) }
        }
        // Recursing through a section that finds the same object again: stopped by the depth limit.
        let library = try TemplateLibrary(templates: ["loop": "{{#a}}{{>loop}}{{>loop}}{{/a}}"])
        do {
            _ = try library.render("loop", ["a": ["x": 1]])
            Issue.record("expected the depth limit to stop the render")
        } catch let error as MustacheError {
            #expect(error.message.contains("nested more than 100"))
            #expect((error.template, error.line, error.column) == ("loop", 1, 7))
        }
    }

    @Test func hugeRenderStopsAtTheStepBudget() throws {
        // 1000 × 1000 × 1000 list items would be 10^9 steps: the render stops at the budget instead
        // (lowered here from ten million, which takes about 1.5 s in a release build).
        let items: MustacheValue = .array(Array(repeating: 1, count: 1000))
        let template = try MustacheTemplate("{{#xs}}{{#xs}}{{#xs}}{{.}}{{/xs}}{{/xs}}{{/xs}}", name: "big")
        #expect(try template.render(["xs": [1, 2]], partials: [:], maxSteps: 100) == "12121212")
        do {
            _ = try template.render(["xs": items], partials: [:], maxSteps: 100_000)
            Issue.record("expected the step budget to stop the render")
        } catch let error as MustacheError {
            #expect(error.message.contains("steps") && error.template == "big")
        }
        // Empty bodies count too: 10^6 × 10^6 passes must not run unbounded.
        let empty = try MustacheTemplate("{{#xs}}{{#xs}}{{/xs}}{{/xs}}")
        let million: MustacheValue = .array(Array(repeating: true, count: 1_000_000))
        #expect(throws: MustacheError.self) { try empty.render(["xs": million], partials: [:], maxSteps: 100_000) }
    }

    @Test func recursivePartialOverTreeDataRenders() throws {
        let library = try TemplateLibrary(templates: [
            "tree": "<ul>{{>node}}</ul>",
            "node": "{{#children}}<li>{{name}}<ul>{{>node}}</ul></li>{{/children}}",
        ])
        let tree: MustacheValue = ["children": [["name": "a", "children": [["name": "b", "children": []]]]]]
        #expect(try library.render("tree", tree) == "<ul><li>a<ul><li>b<ul></ul></li></ul></li></ul>")
    }

    @Test func deeplyNestedSectionsDoNotCrash() throws {
        let depth = 20_000
        let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        let template = try MustacheTemplate(source)
        #expect(try template.render(["a": true]) == "x")
        #expect(parseError(String(repeating: "{{#a}}", count: depth)) != nil)
    }

    // MARK: - Library

    @Test func libraryRendersNamedTemplatesWithPartials() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<title>{{title}}</title>\n{{>footer}}\n",
            "footer": "<footer>{{site}}</footer>",
        ])
        #expect(library.names == ["footer", "page"])
        #expect(try library.render("page", ["title": "T", "site": "S"]) == "<title>T</title>\n<footer>S</footer>")
        #expect(throws: MustacheError.self) { try library.render("missing", [:]) }
    }

    @Test func libraryReportsUnknownPartialWithPosition() throws {
        do {
            _ = try TemplateLibrary(templates: ["page": "x\n  {{> footr}}"])
            Issue.record("expected an unknown-partial error")
        } catch let error as MustacheError {
            #expect((error.template, error.line, error.column) == ("page", 2, 3))
            #expect(error.message.contains("footr"))
        }
        let lenient = try TemplateLibrary(templates: ["page": "[{{>footr}}]"], allowMissingPartials: true)
        #expect(try lenient.render("page", [:]) == "[]")
    }

    @Test func libraryReportsParseErrorsWithTemplateName() throws {
        do {
            _ = try TemplateLibrary(templates: ["ok": "fine", "bad": "{{#a}}"])
            Issue.record("expected a parse error")
        } catch let error as MustacheError {
            #expect(error.template == "bad" && error.line == 1 && error.column == 1)
        }
    }

    // MARK: - Values

    @Test func jsonValuesKeepBooleansApartFromNumbers() throws {
        let data = Data(#"{"t": true, "one": 1, "f": false, "zero": 0, "x": 1.5, "n": null, "s": "s", "l": [1]}"#.utf8)
        let expected: MustacheValue = ["t": true, "one": 1, "f": false, "zero": 0, "x": 1.5, "n": nil, "s": "s", "l": [1]]
        #expect(MustacheValue(json: try JSONSerialization.jsonObject(with: data)) == expected)
        #expect(try MustacheValue(jsonData: data) == expected)
        #expect(MustacheValue(json: ["b": true, "i": 2, "d": 2.5] as [String: Any]) == ["b": true, "i": 2, "d": 2.5])
    }
}
