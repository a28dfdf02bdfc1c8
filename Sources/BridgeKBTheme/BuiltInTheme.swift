import Foundation

/// The default theme compiled into the binary: the repository's Templates/ folder, embedded at build
/// time by the EmbedTheme plugin (Plugins/EmbedTheme), so a build needs no templates folder.
public enum BuiltInTheme {
    /// Where the files came from, in messages.
    public static let origin = "built-in theme"

    /// Relative path → bytes, as `TemplateFolder.read` returns a folder.
    public static var files: [String: Data] {
        encodedFiles.compactMapValues { Data(base64Encoded: $0) }
    }
}
