import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import Foundation

/// A small in-memory index over a few zh-Hans and ja records, built once.
private let index: SearchIndex = {
    let tokenizer = try! Tokenizer.standard()
    let glossaryURL = URL(fileURLWithPath: ProcessInfo.processInfo.environment["BRIDGEKB_GLOSSARY"] ?? "Content/glossary.json")
    let glossary = (try? Data(contentsOf: glossaryURL)).flatMap { try? Glossary(data: $0, normalizer: tokenizer.normalizer) }
    let index = try! SearchIndex.inMemory(tokenizer: tokenizer, glossary: glossary)
    try! index.add([
        SearchRecord(id: "g/zh-Hans/1", kind: "gotcha", guide: "g", language: Language("zh-Hans"),
                     title: "Coordinator 持有父对象", symptom: "内存泄漏，循环引用", fix: "使用 weak var parent",
                     apis: ["Coordinator", "updateUIView"], body: "makeUIView 只调用一次", groupKey: "g-1"),
        SearchRecord(id: "g/ja/1", kind: "gotcha", guide: "g", language: Language("ja"),
                     title: "Coordinator が親を保持する", symptom: "メモリリーク、循環参照", fix: "weak var parent を使う",
                     apis: ["Coordinator"], body: "UIHostingController と sizingOptions", groupKey: "g-1"),
        SearchRecord(id: "g/zh-Hans/2", kind: "pattern", guide: "g", language: Language("zh-Hans"),
                     title: "UIViewControllerRepresentable 标准示例", apis: ["UIViewControllerRepresentable"],
                     body: "iOS 16+ UIHostingConfiguration"),
    ])
    return index
}()

/// libFuzzer entry point: the input is a query; the planner, the tokenizer and FTS5 must take anything.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let query = String(decoding: bytes, as: UTF8.self)
    _ = index.tokenizer.analyze(query)
    _ = index.planner.plan(query)
    do {
        _ = try index.search(query)
        _ = try index.search(query, options: SearchOptions(limit: 3, languages: [Language("ja")], api: "Coordinator"))
    } catch {
        // A query FTS5 refuses must come back as an error, which is fine; a crash is not.
    }
    return 0
}
