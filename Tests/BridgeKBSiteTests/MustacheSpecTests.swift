import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite
import BridgeKBTestSupport

/// Runs every test of the Mustache spec's core modules, read from `../shared/peers/mustache-spec/`.
/// The spec is not copied into the repository, so without ../shared the suite is skipped (and says so).
@Suite(.enabled(if: Fixtures.sharedIsPresent, "../shared (with peers/mustache-spec) is not beside the repository: the Mustache spec is not run"))
struct MustacheSpecTests {
    // MARK: - The spec cases

    /// The spec files this engine must pass completely (the optional modules are left out).
    static let coreFiles = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]

    /// One test from a spec file.
    struct SpecCase: Decodable, Sendable, CustomTestStringConvertible {
        var file = ""
        var name: String
        var desc: String
        var data: MustacheValue
        var template: String
        var partials: [String: String]?
        var expected: String

        var testDescription: String { "\(file): \(name)" }

        private enum CodingKeys: String, CodingKey {
            case name, desc, data, template, partials, expected
        }
    }

    private struct SpecFile: Decodable {
        var tests: [SpecCase]
    }

    /// `../shared/peers/mustache-spec` beside the repository.
    static let specFolder = Fixtures.shared.appendingPathComponent("peers/mustache-spec", isDirectory: true)

    /// Every case of every core file, or a message saying why the files could not be read.
    static let loaded: Result<[SpecCase], SpecLoadError> = {
        let folder = specFolder
        var cases: [SpecCase] = []
        for file in coreFiles {
            let url = folder.appendingPathComponent("\(file).json")
            do {
                let decoded = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
                cases += decoded.tests.map { var spec = $0; spec.file = file; return spec }
            } catch {
                return .failure(SpecLoadError(message: "cannot read the Mustache spec file \(url.path) "
                                              + "(the spec lives in ../shared/peers/mustache-spec beside the repo): \(error)"))
            }
        }
        return .success(cases)
    }()

    struct SpecLoadError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static var allCases: [SpecCase] { (try? loaded.get()) ?? [] }

    // MARK: - Tests

    @Test func specFilesArePresentAndNonEmpty() throws {
        let cases = try Self.loaded.get()
        for file in Self.coreFiles {
            #expect(cases.contains { $0.file == file }, "spec file \(file).json has no tests")
        }
        #expect(cases.count >= 100, "only \(cases.count) spec cases loaded")
    }

    @Test(arguments: MustacheSpecTests.allCases)
    func specCase(_ spec: SpecCase) throws {
        let failure = "\(spec.file).json — \(spec.name): \(spec.desc)\ntemplate: \(spec.template.debugDescription)"
        let template: MustacheTemplate
        var partials: [String: MustacheTemplate] = [:]
        do {
            template = try MustacheTemplate(spec.template, name: spec.name)
            for (name, source) in spec.partials ?? [:] {
                partials[name] = try MustacheTemplate(source, name: name)
            }
        } catch {
            Issue.record("\(failure)\nparse error: \(error)")
            return
        }
        let rendered = try template.render(spec.data, partials: partials)
        #expect(rendered == spec.expected,
                "\(failure)\nexpected: \(spec.expected.debugDescription)\nrendered: \(rendered.debugDescription)")
    }
}
