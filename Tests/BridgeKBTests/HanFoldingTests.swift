import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText

@Test func foldsTraditionalAndShinjitaiToSimplified() throws {
    let folding = try HanFolding.shared()
    #expect(folding.fold("循環参照") == "循环参照")
    #expect(folding.fold("図") == "图")
    #expect(folding.fold("記憶體") == "记忆体")
    #expect(folding.fold("發現內存洩漏") == "发现内存泄漏")
}

@Test func leavesSimplifiedAndNonHanTextUnchanged() throws {
    let folding = try HanFolding.shared()
    #expect(folding.fold("内存泄漏") == "内存泄漏")
    #expect(folding.fold("updateUIView メモリー 🎉") == "updateUIView メモリー 🎉")
    #expect(folding.fold("") == "")
}

@Test func foldsCharacterByCharacterWithoutContext() throws {
    let folding = try HanFolding.shared()
    let text = "循環参照が発生し、ビューが解放されない"
    let byCharacter = text.unicodeScalars.map { folding.fold($0) }.joined()
    #expect(folding.fold(text) == byCharacter)
}

@Test func tableListsOnlyCharactersThatChange() throws {
    let table = try HanFolding.shared().table(for: "循環参照 内存")
    #expect(table == ["環": "环"])
}

@Test func throwsClearErrorWhenConfigurationIsMissing() {
    do {
        _ = try HanFolding(searchDirectories: ["/nonexistent/opencc"])
        Issue.record("expected an error")
    } catch let error as BridgeKBError {
        #expect(error.description.contains("jp2t.json"))
        #expect(error.description.contains("/nonexistent/opencc"))
        #expect(error.exitCode == 74)
    } catch {
        Issue.record("unexpected error \(error)")
    }
}

@Test func foldsConcurrentlyFromManyThreads() throws {
    let folding = try HanFolding()
    let inputs = ["循環参照", "記憶體", "図表", "發現內存洩漏", "画面全体", "状態復元"]
    let expected = inputs.map { folding.fold($0) }
    let results = UnsafeMutableBufferPointer<String>.allocate(capacity: 400)
    results.initialize(repeating: "")
    defer { results.deallocate() }
    let fresh = try HanFolding()
    DispatchQueue.concurrentPerform(iterations: 400) { i in
        results[i] = fresh.fold(inputs[i % inputs.count])
    }
    for i in 0..<400 { #expect(results[i] == expected[i % inputs.count]) }
}
