import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// The output swap under `kill -9`: a build killed at any step leaves the old site or the new one,
/// whole, and the next build removes whatever the dead one left beside the output folder. Builds run
/// as separate processes (the built executable); `BRIDGEKB_KILL_AT` kills one at a named step of
/// the swap, and a second test kills builds after random delays.
@Suite(.serialized) struct OutputSwapTests {
    static var executable: URL? { Fixtures.executable }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-swap-\(UUID().uuidString)")
    var out: URL { dir.appendingPathComponent("out/Site") }

    /// The guide of the old site and the guide of the new one (two small ones, the new one translated:
    /// each test runs up to nine builds), by their folders in the repository.
    static let oldGuide = "Content/uiviewrepresentable-basics"
    static let newGuide = "Tests/Fixtures/xlang/content/notes-app-tutorial"

    /// A content folder holding one guide folder of the repository.
    func content(_ guide: String) throws -> URL {
        let name = URL(fileURLWithPath: guide).lastPathComponent
        let root = dir.appendingPathComponent("Content-\(name)")
        if !FileManager.default.fileExists(atPath: root.path) {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.url(guide), to: root.appendingPathComponent(name))
        }
        return root
    }

    func start(_ guide: String, out: URL, killAt step: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["build", "--content", try content(guide).path, "--templates", Fixtures.templates.path,
                             "--out", out.path, "--quiet", "--no-cache"]
        var environment = ProcessInfo.processInfo.environment
        environment["BRIDGEKB_KILL_AT"] = step
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Builds `guide` into `out`, to the end (or to the kill): the process's status.
    @discardableResult
    func build(_ guide: String, out: URL? = nil, killAt step: String? = nil) throws -> (status: Int32, killed: Bool) {
        let process = try start(guide, out: out ?? self.out, killAt: step)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    func snapshot(_ root: URL) -> [String: Data] { ConcurrentBuildTests.snapshot(root) }

    /// What lies beside the output folder.
    var besideOutput: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)) ?? []).sorted()
    }

    /// The sites of the two guides, each built alone into a folder of its own.
    func expectedSites() throws -> (old: [String: Data], new: [String: Data]) {
        let old = dir.appendingPathComponent("alone-old/Site"), new = dir.appendingPathComponent("alone-new/Site")
        #expect(try build(Self.oldGuide, out: old).status == 0)
        #expect(try build(Self.newGuide, out: new).status == 0)
        return (snapshot(old), snapshot(new))
    }

    @Test(.enabled(if: executable != nil, "needs the built bridgekb executable"),
          arguments: [("staged", false), ("locked", false), ("exchanged", true)])
    func aBuildKilledAtAStepOfTheSwapLeavesAWholeSite(_ step: String, newSiteInPlace: Bool) throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let sites = try expectedSites()
        #expect(try build(Self.oldGuide).status == 0)
        #expect(snapshot(out) == sites.old)

        let killed = try build(Self.newGuide, killAt: step)
        #expect(killed.killed && killed.status == SIGKILL, "the build should have been killed at '\(step)'")
        #expect(snapshot(out) == (newSiteInPlace ? sites.new : sites.old), "after a kill at '\(step)'")
        // The dead build's staging folder (after the exchange: the old site under its name) is left.
        #expect(besideOutput.contains { $0.hasPrefix(".Site.tmp-") }, "\(besideOutput)")

        // The next build removes it, under the lock, and swaps in whole.
        #expect(try build(Self.oldGuide).status == 0)
        #expect(snapshot(out) == sites.old)
        #expect(besideOutput == ["Site"])
    }

    @Test(.enabled(if: executable != nil, "needs the built bridgekb executable"))
    func buildsKilledAtRandomMomentsLeaveAWholeSite() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let sites = try expectedSites()
        // How long a whole build takes here: kills are spread over that time.
        let clock = Date()
        #expect(try build(Self.oldGuide).status == 0)
        let duration = Date().timeIntervalSince(clock)
        var guide = Self.newGuide
        for round in 0..<6 {
            let process = try start(guide, out: out)
            usleep(useconds_t(duration * Double(round + 1) / 6 * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let site = snapshot(out)
            #expect(site == sites.old || site == sites.new, "round \(round): a site that is neither build's")
            if site == sites.new { guide = guide == Self.newGuide ? Self.oldGuide : Self.newGuide }
        }
        #expect(try build(Self.oldGuide).status == 0)
        #expect(snapshot(out) == sites.old)
        #expect(besideOutput == ["Site"])
    }

    @Test(.enabled(if: executable != nil, "needs the built bridgekb executable"))
    func aStagingFolderThatABuildHoldsIsNotRemoved() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try build(Self.oldGuide).status == 0)
        // A staging folder of a build still running (this process holds its lock), and one of a dead build.
        let live = out.deletingLastPathComponent().appendingPathComponent(".Site.tmp-live")
        let dead = out.deletingLastPathComponent().appendingPathComponent(".Site.tmp-dead")
        for folder in [live, dead] {
            // As a build's staging folder: its marker first, then pages.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(".bridgekb-site"))
        }
        let holder = open(live.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        #expect(try build(Self.newGuide).status == 0)
        #expect(besideOutput == [".Site.tmp-live", "Site"])
        close(holder)
        #expect(try build(Self.newGuide).status == 0)
        #expect(besideOutput == ["Site"])
    }
}
