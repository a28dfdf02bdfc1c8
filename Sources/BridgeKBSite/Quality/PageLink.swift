/// A URL-valued attribute found in a page (`href`, `src`, `xlink:href`, `action`, …), where it stands.
public struct PageLink: Codable, Hashable, Sendable {
    /// The attribute value as written (entities decoded), such as `../ja/uikit-bridging.html#part-1`.
    public var url: String
    /// The attribute it came from, lowercase: `href`, `src`, `xlink:href`, `srcset`, `action`, …
    public var attribute: String
    /// The element it came from, lowercase: `a`, `link`, `img`, `script`, `form`, …
    public var element: String
    /// The 1-based line of the element's start tag.
    public var line: Int

    public init(url: String, attribute: String, element: String, line: Int) {
        self.url = url; self.attribute = attribute; self.element = element; self.line = line
    }
}
