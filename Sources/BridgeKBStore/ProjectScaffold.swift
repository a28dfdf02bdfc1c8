import Foundation
import BridgeKBModel

/// What `bridgekb init` writes into a folder: a project file, a content folder with one small example
/// guide (in zh-Hans and its Japanese translation, written by the bridgekb team), the site's settings
/// and a `.gitignore` for the generated site and the build's state (`.bridgekb/`). Nothing that exists
/// is replaced: a file is created only where there is none, and `.gitignore` only gains the lines it lacks.
package enum ProjectScaffold {
    /// The files of a new project, relative to its folder, in the order they are written.
    package static let files: [(path: String, text: String)] = [
        (ProjectFile.fileName, """
        {
          "content": "Content",
          "out": "Site",
          "lint": {"exclude": [".build/**", "Site/**"]}
        }

        """),
        ("Content/site.json", """
        {
          "title": "My bridging notes",
          "description": "Pitfalls and patterns of UIKit ⇄ SwiftUI bridging, in Chinese and Japanese."
        }

        """),
        ("Content/example/zh-Hans.md", exampleGuideChinese),
        ("Content/example/ja.md", exampleGuideJapanese),
    ]

    /// The lines a new project's `.gitignore` holds: the built site and the build's cache and lock.
    package static let ignoredPaths = ["Site/", ".bridgekb/"]

    /// What ``write(into:)`` did.
    package struct Outcome: Equatable {
        /// Files created, relative to the folder.
        package var created: [String] = []
        /// Files left as they were because they exist.
        package var kept: [String] = []
        /// Whether the example guide was left out because the content folder holds guides already.
        package var exampleSkipped = false
    }

    /// Writes the scaffold into `folder` (created when missing). A project file already there is an I/O
    /// error and nothing is written; a content folder that holds guides gets no example guide.
    package static func write(into folder: URL) throws -> Outcome {
        let manager = FileManager.default
        let project = folder.appendingPathComponent(ProjectFile.fileName)
        if manager.fileExists(atPath: project.path) {
            throw BridgeKBError.io(path: project.path, message: "already a bridgekb project; nothing written (edit the file, or init another folder)")
        }
        try refuseFilesInTheWay(of: files.map { folder.appendingPathComponent($0.path) })
        var outcome = Outcome()
        let content = folder.appendingPathComponent("Content")
        let existingGuides = ((try? manager.contentsOfDirectory(atPath: content.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && manager.fileExists(atPath: content.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        outcome.exampleSkipped = !existingGuides.isEmpty
        for (path, text) in files {
            if outcome.exampleSkipped, path.hasPrefix("Content/example/") { continue }
            let url = folder.appendingPathComponent(path)
            if manager.fileExists(atPath: url.path) { outcome.kept.append(path); continue }
            try create(url, Data(text.utf8))
            outcome.created.append(path)
        }
        switch try addIgnoredPaths(to: folder.appendingPathComponent(".gitignore")) {
        case .created: outcome.created.append(".gitignore")
        case .extended: outcome.created.append(".gitignore (lines added)")
        case .unchanged: outcome.kept.append(".gitignore")
        }
        return outcome
    }

    enum IgnoreChange { case created, extended, unchanged }

    /// Adds the lines of ``ignoredPaths`` a `.gitignore` lacks (creating it when there is none).
    static func addIgnoredPaths(to url: URL) throws -> IgnoreChange {
        guard FileManager.default.fileExists(atPath: url.path) else {
            try create(url, Data(("# bridgekb: the built site, and the build's cache and lock\n" + ignoredPaths.joined(separator: "\n") + "\n").utf8))
            return .created
        }
        let existing: String
        do { existing = String(decoding: try GuideFileReader.contents(of: url), as: UTF8.self) } catch let error as BridgeKBError {
            throw error
        } catch {
            throw BridgeKBError.io(path: url.path, message: "cannot read: \(ErrorText.describe(error))")
        }
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = ignoredPaths.filter { path in !present.contains(path) && !present.contains(String(path.dropLast())) && !present.contains("/" + path) }
        guard !missing.isEmpty else { return .unchanged }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        let addition = separator + "# bridgekb: the built site, and the build's cache and lock\n" + missing.joined(separator: "\n") + "\n"
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(addition.utf8))
        } catch {
            throw BridgeKBError.io(path: url.path, message: "cannot write: \(ErrorText.describe(error))")
        }
        return .extended
    }

    /// A file where one of the folders of `urls` goes (the project folder, Content/, or a folder
    /// above them) is an I/O error naming it, before anything is written.
    static func refuseFilesInTheWay(of urls: [URL]) throws {
        var checked: Set<String> = []
        for url in urls {
            var folder = url.deletingLastPathComponent().standardizedFileURL
            while folder.path != "/", checked.insert(folder.path).inserted {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                    guard isDirectory.boolValue else {
                        throw BridgeKBError.io(path: folder.path, message: "a file, not a folder: init makes a project in a folder "
                                                                       + "(a new one, or one of yours); nothing written")
                    }
                    break       // an existing folder: the ones above it exist too
                }
                folder = folder.deletingLastPathComponent()
            }
        }
    }

    /// Creates a file (and its folders) that must not exist yet: never replaces one, even if it appears meanwhile.
    private static func create(_ url: URL, _ data: Data) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .withoutOverwriting)
        } catch {
            throw BridgeKBError.io(path: url.path, message: "cannot create: \(ErrorText.describe(error))")
        }
    }

    // MARK: - The example guide

    static let exampleGuideChinese = """
    # 示例指南：用 SwiftUI 封装 MKMapView

    这是 `bridgekb init` 生成的示例。每个指南是 Content/ 下的一个文件夹，每种语言一个文件
    （zh-Hans.md、ja.md、zh-Hant.md……），可以是 Markdown、纯文本或 HTML。改写或删除它，再运行 `bridgekb build`。

    ## 基本写法

    `UIViewRepresentable` 用 `makeUIView(context:)` 创建视图，用 `updateUIView(_:context:)` 把 SwiftUI 的状态同步给它。
    代理交给 Coordinator 处理。

    ```swift
    // ✅ 代理在 makeUIView 中设置一次
    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        return mapView
    }
    ```

    ## 常见问题

    ### 在 updateUIView 中设置代理

    **症状**：每次状态变化地图都会重新加载，代理方法被重复调用。

    **原因**：`updateUIView(_:context:)` 在每次状态变化时运行，在这里赋值的 delegate 会被反复设置。

    **解决方法**：在 `makeUIView(context:)` 中设置一次代理，`updateUIView` 只同步变化的值。

    ```swift
    // ❌ 每次更新都重新设置代理
    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.delegate = context.coordinator
        mapView.setRegion(region, animated: true)
    }
    ```

    """

    static let exampleGuideJapanese = """
    # サンプルガイド：SwiftUI で MKMapView をラップする

    これは `bridgekb init` が作ったサンプルです。ガイドは Content/ の下のフォルダで、言語ごとに一つのファイル
    （zh-Hans.md、ja.md、zh-Hant.md……）を置きます。Markdown、プレーンテキスト、HTML のどれでも構いません。書き換えるか削除して、`bridgekb build` を実行してください。

    ## 基本の書き方

    `UIViewRepresentable` は `makeUIView(context:)` でビューを作り、`updateUIView(_:context:)` で SwiftUI の状態をビューに反映します。
    デリゲートは Coordinator に任せます。

    ```swift
    // ✅ デリゲートは makeUIView で一度だけ設定する
    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        return mapView
    }
    ```

    ## よくある問題

    ### updateUIView でデリゲートを設定する

    **症状**：状態が変わるたびに地図が読み込み直され、デリゲートメソッドが何度も呼ばれる。

    **原因**：`updateUIView(_:context:)` は状態が変わるたびに実行されるため、ここで代入した delegate は何度も設定される。

    **解決方法**：デリゲートは `makeUIView(context:)` で一度だけ設定し、`updateUIView` では変わった値だけを反映する。

    ```swift
    // ❌ 更新のたびにデリゲートを設定し直す
    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.delegate = context.coordinator
        mapView.setRegion(region, animated: true)
    }
    ```

    """
}
