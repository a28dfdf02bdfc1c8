import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
import BridgeKBTestSupport

/// kb.json against docs/kb.schema.json, the contract README documents: every key present (`null` when
/// a value is unknown), nothing undocumented, enumerations closed.
@Suite struct KnowledgeBaseSchemaTests {
    static let schema: JSONValue? = try? JSONValue.parse(Data(contentsOf: Fixtures.url("docs/kb.schema.json")))

    static func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(schema: try #require(schema, "docs/kb.schema.json is missing or not JSON"))
    }

    @Test func theKnowledgeBaseOfContentFollowsTheSchema() throws {
        let data = try KnowledgeBaseJSON.encode(EntryExtractorContentTests.kb)
        let errors = try Self.validator().errors(in: try JSONValue.parse(data))
        #expect(errors == [], "\(errors.prefix(20).joined(separator: "\n"))")
    }

    @Test func unknownValuesAreNullNotAbsent() throws {
        let kb = EntryExtractorContentTests.kb
        let json = try JSONValue.parse(KnowledgeBaseJSON.encode(kb))
        guard case .object(let root) = json, case .array(let entries)? = root["entries"] else { Issue.record("no entries"); return }
        let withoutOS = entries.filter { if case .object(let e) = $0 { return e["minimumOS"] == .null } else { return false } }
        #expect(withoutOS.count == kb.entries.filter { $0.minimumOS == nil }.count)
        #expect(!withoutOS.isEmpty)
        #expect(entries.allSatisfy { if case .object(let e) = $0 { return e["target"] != nil } else { return false } })
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = try Self.validator()
        let data = try KnowledgeBaseJSON.encode(EntryExtractorContentTests.kb)
        guard case .object(var root) = try JSONValue.parse(data), case .array(var entries)? = root["entries"],
              case .object(var entry) = entries[0] else { Issue.record("unexpected kb.json shape"); return }
        func errors(_ change: (inout [String: JSONValue]) -> Void) -> [String] {
            var e = entry
            change(&e)
            var copy = root
            entries[0] = .object(e)
            copy["entries"] = .array(entries)
            return validator.errors(in: .object(copy))
        }
        #expect(errors { $0["minimumOS"] = nil } == ["$.entries[0]: missing key 'minimumOS'"])
        #expect(errors { $0["line"] = .string("12") } == ["$.entries[0].line: expected integer, found string"])
        #expect(errors { $0["line"] = .number(1.5) } == ["$.entries[0].line: expected integer, found number"])
        #expect(errors { $0["kind"] = .string("tip") }.first?.hasPrefix("$.entries[0].kind: ") == true)
        #expect(errors { $0["score"] = .number(1) } == ["$.entries[0]: unexpected key 'score'"])
        #expect(errors { $0["title"] = .null } == ["$.entries[0].title: expected string, found null"])
        entry["related"] = .array([.number(3)])
        #expect(validator.errors(in: .object(root.merging(["entries": .array([.object(entry)])]) { $1 }))
                == ["$.entries[0].related[0]: expected string, found integer"])
        root["extra"] = .bool(true)
        #expect(validator.errors(in: .object(root)).contains("$: unexpected key 'extra'"))
        #expect(JSONSchemaValidator(schema: .object(["minimum": .number(0)])).errors(in: .number(1)) == ["$: unsupported schema keyword 'minimum'"])
    }
}

/// kb.json made of parts (each guide's record, each run of one guide's entries, encoded alone and
/// spliced in) is the file encoded whole, byte for byte: with Content/'s knowledge base, and with
/// empty arrays where the splice has nothing to put.
@Suite struct KnowledgeBaseJSONPartsTests {
    @Test func theFileMadeOfPartsIsTheFileEncodedWhole() throws {
        let kb = EntryExtractorContentTests.kb
        let parts = Locked([String]())
        let spliced = try KnowledgeBaseJSON.encode(kb, part: { kind, guide, _, make in
            parts.withLock { $0.append(kind + " " + guide) }
            return try make()
        })
        #expect(spliced == (try KnowledgeBaseJSON.encode(kb)))
        let made = parts.withLock { $0 }
        #expect(made.filter { $0.hasPrefix("guide ") }.count == kb.guides.count)
        #expect(made.contains { $0.hasPrefix("entries ") })

        var empty = kb
        empty.entries = []
        empty.guides = []
        #expect(try KnowledgeBaseJSON.encode(empty, part: { _, _, _, make in try make() }) == (try KnowledgeBaseJSON.encode(empty)))
    }
}
