import BridgeKBModel
import BridgeKBChecking
import Foundation

/// libFuzzer entry point: the input is Swift source (or anything). The source model's answers about
/// which declarations hold a token come from nesting computed once (`DeclarationNesting`); they must
/// be the answers of a scan of every declaration, for every token, or the target aborts (a finding).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceModel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let model = SwiftSourceModel(String(decoding: bytes.prefix(20_000), as: UTF8.self))
    for i in stride(from: -1, through: model.tokens.count, by: 1) {
        let types = model.types.filter { $0.bodyOpen < i && i < $0.bodyClose }.sorted { $0.bodyOpen > $1.bodyOpen }
        let function = model.functions.filter { $0.body.contains(i) }.max { $0.body.lowerBound < $1.body.lowerBound }
        if model.enclosingTypes(of: i) != types || model.enclosingFunction(of: i) != function {
            abort()
        }
    }
    return 0
}
