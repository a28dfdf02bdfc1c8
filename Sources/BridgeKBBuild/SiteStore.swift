import Foundation
import BridgeKBModel
import BridgeKBStore

/// The store's phases of the site stage: kb.sqlite (``KnowledgeBaseStore``, with the search records
/// the site's search index shares) and kb.json (``KnowledgeBaseJSON``), each a group of files of the
/// sink. With a memo, the parts that did not change are taken from it (``OutputMemo``): kb.json's
/// per-guide parts, kb.sqlite's deflated blocks of texts.
struct SiteStore {
    var session: KnowledgeBaseSession
    var site: SiteInputs
    var memo: OutputMemo?

    /// The store's files, in the order the site lists them.
    static let files = ["kb.json", "kb.sqlite"]

    /// kb.json, a group of files of the sink.
    func putJSON(into sink: OutputSink) throws -> [String] {
        let (session, memo) = (session, memo)
        return try sink.put(group: "kb.json", linked: ["kb.json"]) { sink in
            let data = try memo.map { try KnowledgeBaseJSON.encode(session.kb, part: $0.kbJSONPart(guideKeys: session.guideKeys)) }
                ?? KnowledgeBaseJSON.encode(session.kb)
            try sink.put("kb.json", data)
            return ["kb.json"]
        }
    }

    /// kb.sqlite, a group of files of the sink.
    func putDatabase(into sink: OutputSink) throws -> [String] {
        let (session, tokenizer, search, compress) = (session, site.tokenizer, site.search, memo?.compress)
        return try sink.put(group: "kb.sqlite", linked: ["kb.sqlite"]) { sink in
            try sink.put("kb.sqlite") { path in
                do {
                    try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer,
                                                 glossary: session.glossary, to: path, search: search.value, compress: compress)
                } catch let error as BridgeKBError {
                    throw error
                } catch {
                    throw BridgeKBError.io(path: path, message: "cannot write kb.sqlite: \(error)")
                }
            }
            return ["kb.sqlite"]
        }
    }

    /// Throws unless `written` (kb.json's files, then kb.sqlite's) are the files the site listed.
    static func expect(_ written: [String]) throws {
        guard written == files else {
            throw BridgeKBError.io(path: written.joined(separator: ", "), message: "the store wrote other files than \(files)")
        }
    }
}
