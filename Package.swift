// swift-tools-version:5.9
// bridgekb: Chinese and Japanese UIKit ⇄ SwiftUI bridging guides → a multilingual knowledge base.
// Depends on the Swift toolchain and Debian's system libraries only (see README.md).
import PackageDescription

let package = Package(
    name: "bridgekb",
    products: [
        .library(name: "BridgeKB", targets: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction", "BridgeKBLinking",
                                               "BridgeKBChecking", "BridgeKBStore", "BridgeKBSite", "BridgeKBBuild"]),
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
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // MARK: - The library: one target per pipeline stage, dependencies one way (docs/architecture.md)
        // Values: the model, diagnostics, tool errors and small helpers every stage shares.
        .target(name: "BridgeKBModel"),
        // Text: normalisation, Han folding (OpenCC), tokens, the glossary (the built-in one compiled in) — shared by
        // extraction, linking and search.
        .target(name: "BridgeKBText", dependencies: ["BridgeKBModel", "COpenCC"], resources: [.embedInCode("glossary.json")]),
        // Readers: plain text, Markdown (cmark), HTML (libxml2) → Document.
        .target(name: "BridgeKBReaders", dependencies: ["BridgeKBModel", "BridgeKBText", "CCmark", "CXML2"]),
        // Extraction: entries from documents, driven by the vocabulary data file (compiled into the binary).
        .target(name: "BridgeKBExtraction", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders"],
                resources: [.embedInCode("vocabulary.json"), .embedInCode("Candidates/entry-model.json")]),
        // Linking: translations aligned, drift, the mined lexicon, related entries across guides.
        .target(name: "BridgeKBLinking", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction"]),
        // Checking: the Swift lexer, structural checks and lint rules (the availability table is a data file).
        .target(name: "BridgeKBChecking", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction"],
                resources: [.embedInCode("Rules/availability.json")]),
        // Store: the content loader, kb.json, kb.sqlite and search over it (record texts deflated by zlib), the output
        // sink, the build cache.
        .target(name: "BridgeKBStore", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction",
                                                      "BridgeKBLinking", "BridgeKBChecking", "CSQLite", "CZlib"]),
        // Site: templates (Mustache), pages, highlighting, diagrams (Graphviz), page checks (Gumbo).
        .target(name: "BridgeKBSite", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction",
                                                     "BridgeKBLinking", "BridgeKBChecking", "BridgeKBStore",
                                                     "CXML2", "CGraphviz", "CGumbo"],
                resources: [.embedInCode("api-frameworks.json")]),
        // Theme: the default templates compiled in — Templates/ embedded by the EmbedTheme plugin on every build.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .target(name: "BridgeKBTheme", plugins: ["EmbedTheme"]),
        // Build: the one entry point that runs the stages (load → read → extract → link → check → store → site → sink).
        .target(name: "BridgeKBBuild", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction",
                                                      "BridgeKBLinking", "BridgeKBChecking", "BridgeKBStore", "BridgeKBSite", "BridgeKBTheme"]),
        // Serve: the preview server (HTTP from memory over libmicrohttpd, live reload, folder watching); no stage inside.
        .target(name: "BridgeKBServe", dependencies: ["CMicroHTTPD"], resources: [.embedInCode("live.js")]),
        // MARK: - The command-line tool: parses arguments, calls the build and query entry points, prints.
        // It calls the build (BuildAction), the queries (KnowledgeBaseSession, SearchSession) and the entry points of
        // single stages that are commands of their own: parse/import (readers), check/lint (checking), translations.
        .executableTarget(name: "bridgekb", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction", "BridgeKBLinking",
                                                           "BridgeKBChecking", "BridgeKBStore", "BridgeKBSite", "BridgeKBBuild", "BridgeKBServe"]),

        // MARK: - Tests (Fixtures: the repository root, Content/, ../shared and node, found in one place)
        .target(name: "BridgeKBTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "BridgeKBTests", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction", "BridgeKBLinking", "BridgeKBChecking", "BridgeKBStore", "BridgeKBSite", "BridgeKBBuild", "BridgeKBTestSupport"]),
        .testTarget(name: "BridgeKBSiteTests", dependencies: ["BridgeKBModel", "BridgeKBText", "BridgeKBReaders", "BridgeKBExtraction", "BridgeKBLinking", "BridgeKBChecking", "BridgeKBStore", "BridgeKBSite", "BridgeKBBuild", "BridgeKBTestSupport"]),
        .testTarget(name: "BridgeKBServeTests", dependencies: ["BridgeKBServe", "BridgeKBTestSupport"]),
        .testTarget(name: "bridgekbTests", dependencies: ["bridgekb", "BridgeKBSite", "BridgeKBTestSupport"]),
    ]
)
