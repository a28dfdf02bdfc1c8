import Foundation

/// Facts about search results looked up in kb.sqlite: the queries the CLI needs beside search.
extension KnowledgeBaseStore {
    /// The language tags of the indexed documents.
    public static func languages(in db: SQLiteDatabase) throws -> Set<String> {
        Set(try db.query("SELECT DISTINCT language FROM documents", []) { $0.text(0) })
    }

    /// The source file of a guide's document in one language.
    public static func sourceFile(guide: String, language: String, in db: SQLiteDatabase) -> String? {
        (try? db.query("SELECT source FROM documents WHERE guide = ? AND language = ?", [.text(guide), .text(language)]) { $0.text(0) })?.first
    }
}
