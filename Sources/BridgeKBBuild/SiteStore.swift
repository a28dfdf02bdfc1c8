import Foundation
import BridgeKBModel
import BridgeKBStore

/// The store's phases of the site stage: kb.sqlite (``KnowledgeBaseStore``, with the search records
/// the site's search index shares) and kb.json (``KnowledgeBaseJSON``), each a group of files of the
/// sink. With a memo, the parts that did not change are taken from it (``OutputMemo``): kb.json's
/// per-guide parts, kb.sqlite's deflated blocks of texts; and kb.sqlite is the last build's updated
/// by rows while the output folder holds it still.
struct SiteStore {
    var session: KnowledgeBaseSession
    var site: SiteInputs
    var memo: OutputMemo?
    /// What the last build into the output folder wrote into kb.sqlite (with a cache in a folder).
    var earlier: EarlierDatabase?

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

    /// kb.sqlite, a group of files of the sink: with the state of the last build into the output
    /// folder (``EarlierDatabase``) and that build's file in the folder still, a copy of that file
    /// updated by rows; else written whole. Counts the guides whose records were written (`sqliteguides`).
    func putDatabase(into sink: OutputSink) throws -> [String] {
        let (session, tokenizer, search, memo, earlier) = (session, site.tokenizer, site.search, memo, earlier)
        return try sink.put(group: "kb.sqlite", linked: ["kb.sqlite"]) { sink in
            try sink.put("kb.sqlite") { path in
                do {
                    let search = search.value
                    let digests = earlier.map { _ in KnowledgeBaseStore.guideDigests(search.records, tokens: search.tokens.columns) }
                    var replaced: Int?
                    let file = sink.earlierFile("kb.sqlite")
                    let kept = file.flatMap { file in earlier?.kept(for: file) }
                    if let file, let kept, let digests {
                        replaced = try KnowledgeBaseStore.update(session.kb, contentHash: session.contentHash, tokenizer: tokenizer,
                                                                 glossary: session.glossary, from: file, kept: kept.digests,
                                                                 wholePages: kept.wholePages, to: path, search: search,
                                                                 digests: digests, compress: memo?.compress)
                    }
                    if replaced == nil {
                        try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer,
                                                     glossary: session.glossary, to: path, search: search, compress: memo?.compress)
                    }
                    if let earlier, let digests {
                        let wholePages = replaced == nil ? KnowledgeBaseStore.pageCount(path) : kept?.wholePages
                        earlier.store(EarlierDatabase.Kept(wholePages: wholePages ?? 0, digests: digests), for: path)
                        memo?.count("sqliteguides", made: replaced ?? digests.count, of: digests.count)
                    }
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
