/// What a picture's alt text adds to the prose around it. An uploaded picture is often named only by its
/// file name (`スクリーンショット 2021-12-03 22.33.19.png`, what a blog's uploader sets): that says nothing, and
/// would run into the next sentence of an entry's text. An alt text that describes the picture stays.
enum ImageAltText {
    private static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".heic"]

    static func shown(_ alt: String) -> String {
        let name = alt.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return extensions.contains { name.hasSuffix($0) } ? "" : alt
    }
}
