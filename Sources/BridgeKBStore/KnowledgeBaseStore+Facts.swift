import Foundation

/// Facts about search results looked up in kb.sqlite: the queries the CLI needs beside search.
extension KnowledgeBaseStore {
    /// The language tags of the indexed documents.
    public static func languages(in db: SQLiteDatabase) throws -> Set<String> {
        Set(try db.query("SELECT DISTINCT language FROM documents", []) { $0.text(0) })
    }

    /// The iOS version an entry (`entry:<id>`) or a section (`section:<guide>/<id>`) needs, when it says.
    public static func minimumOS(of groupKey: String, guide: String, in db: SQLiteDatabase) -> Int? {
        let rows: [Int?]?
        if groupKey.hasPrefix("entry:") {
            rows = try? db.query("SELECT max(minimum_os) FROM entries WHERE id = ?", [.text(String(groupKey.dropFirst("entry:".count)))]) {
                $0.isNull(0) ? nil : $0.int(0)
            }
        } else {
            let id = String(groupKey.dropFirst("section:\(guide)/".count))
            rows = try? db.query("SELECT max(minimum_os) FROM sections WHERE guide = ? AND id = ?", [.text(guide), .text(id)]) {
                $0.isNull(0) ? nil : $0.int(0)
            }
        }
        return rows?.first ?? nil
    }

    /// The source file of a guide's document in one language.
    public static func sourceFile(guide: String, language: String, in db: SQLiteDatabase) -> String? {
        (try? db.query("SELECT source FROM documents WHERE guide = ? AND language = ?", [.text(guide), .text(language)]) { $0.text(0) })?.first
    }
}
