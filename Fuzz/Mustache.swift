import BridgeKBSite
import Foundation

/// A context with every shape a template meets: strings holding markup, numbers, lists, nested objects.
private let context: MustacheValue = [
    "title": "<b>&\"'</b>", "n": 3, "flag": true, "none": nil, "empty": [],
    "items": [["name": "a", "items": [1, 2]], ["name": "{{b}}"]],
    "page": ["lang": "ja", "title": "{{{raw}}}", "sections": [["id": "s1", "title": "x"]]],
]

/// libFuzzer entry point: the input is a template, also offered to itself as the partial `self` (so
/// recursive partials are tried); parse and render errors are fine, crashes and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let source = String(decoding: bytes, as: UTF8.self)
    guard let template = try? MustacheTemplate(source, name: "fuzz") else { return 0 }
    let partial = (try? MustacheTemplate("[{{title}}]", name: "p")) ?? template
    _ = try? template.render(context, partials: ["p": partial, "self": template])
    return 0
}
