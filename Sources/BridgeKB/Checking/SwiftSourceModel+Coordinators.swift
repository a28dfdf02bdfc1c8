/// Which classes are a representable's Coordinator, for the rules about Coordinators.
extension SwiftSourceModel {
    /// Whether `type` is the Coordinator of a `…Representable`: a class named `Coordinator` (the
    /// representable protocols' associated type, which guides show on its own), a `…Coordinator` class
    /// nested in a representable, or a class that a `makeCoordinator()` returns or a
    /// `typealias Coordinator = …` names. A flow coordinator of UIKit navigation
    /// (`final class SettingsCoordinator { let parent: AppCoordinator }`) is none of these.
    public func isRepresentableCoordinator(_ type: TypeDecl) -> Bool {
        guard type.keyword == "class" else { return false }
        if type.name == "Coordinator" { return true }
        if type.name.hasSuffix("Coordinator"), enclosingTypes(of: type.keywordIndex).contains(where: \.isRepresentable) { return true }
        return namedCoordinators.contains(type.name)
    }

    /// The type names that `makeCoordinator(…) -> Name` returns and `typealias Coordinator = Name` gives.
    var namedCoordinators: Set<String> {
        var names: Set<String> = []
        for function in functions(named: "makeCoordinator") {
            let end = function.bodyOpen ?? min(tokens.count, function.nameIndex + 40)
            guard let arrow = (function.nameIndex..<end).first(where: { tokens[$0].isSymbol("->") }),
                  let last = path(at: arrow + 1).names.last else { continue }
            names.insert(last)
        }
        for k in occurrences(of: "typealias") where k + 3 < tokens.count && tokens[k + 1].isWord("Coordinator") && tokens[k + 2].isSymbol("=") {
            if let last = path(at: k + 3).names.last { names.insert(last) }
        }
        return names
    }
}
