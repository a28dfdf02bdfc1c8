// swift-tools-version:5.9
// bridgekb: Chinese and Japanese UIKit ⇄ SwiftUI bridging guides → a multilingual knowledge base.
// Depends on the Swift toolchain and Debian's system libraries only (see README.md).
import PackageDescription

let package = Package(
    name: "bridgekb",
    products: [
        .library(name: "BridgeKB", targets: ["BridgeKB"]),
        .executable(name: "bridgekb", targets: ["bridgekb"]),
    ],
    targets: [
        // MARK: - System libraries (one bridge file each in the Swift targets)
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "COpenCC", pkgConfig: "opencc", providers: [.apt(["libopencc-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .systemLibrary(name: "CGumbo", pkgConfig: "gumbo", providers: [.apt(["libgumbo-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // MARK: - The library: Model, Readers, Extraction, Linking, Checking, Search, Store
        // The data files (extraction vocabulary, API availability) are compiled into the binary (no
        // bundle to find at run time).
        .target(name: "BridgeKB", dependencies: ["CCmark", "CXML2", "COpenCC", "CSQLite"],
                resources: [.embedInCode("Extraction/vocabulary.json"), .embedInCode("Checking/Rules/availability.json")]),
        // MARK: - The site: templates, pages, highlighting, diagrams, page checks
        .target(name: "BridgeKBSite", dependencies: ["BridgeKB", "CCmark", "CXML2", "CGraphviz", "CGumbo"]),
        // MARK: - The preview server core (`bridgekb serve`): HTTP from memory, live reload, watching
        .target(name: "BridgeKBServe", dependencies: ["CMicroHTTPD"], resources: [.embedInCode("live.js")]),
        // MARK: - The command-line tool
        .executableTarget(name: "bridgekb", dependencies: ["BridgeKB", "BridgeKBSite"]),

        // MARK: - Tests (Fixtures: the repository root, Content/, ../shared and node, found in one place)
        .target(name: "BridgeKBTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "BridgeKBTests", dependencies: ["BridgeKB", "BridgeKBTestSupport"]),
        .testTarget(name: "BridgeKBSiteTests", dependencies: ["BridgeKBSite", "BridgeKB", "BridgeKBTestSupport"]),
        .testTarget(name: "BridgeKBServeTests", dependencies: ["BridgeKBServe", "BridgeKBTestSupport"]),
        .testTarget(name: "bridgekbTests", dependencies: ["bridgekb", "BridgeKBTestSupport"]),
    ]
)
