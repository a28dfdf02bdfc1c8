/// Which classes are a representable's Coordinator, for the rules about Coordinators.
extension SwiftSourceModel {
    /// The Coordinators of `…Representable`s among the file's types: classes named `Coordinator` (the
    /// representable protocols' associated type, which guides show on its own), `…Coordinator` classes
    /// nested in a representable, and classes that a `makeCoordinator()` returns or a
    /// `typealias Coordinator = …` names. A flow coordinator of UIKit navigation
    /// (`final class SettingsCoordinator { let parent: AppCoordinator }`) is none of these.
    public func representableCoordinators() -> [TypeDecl] {
        let named = namedCoordinators()
        return types.filter { type in
            guard type.keyword == "class" else { return false }
            if type.name == "Coordinator" || named.contains(type.name) { return true }
            return type.name.hasSuffix("Coordinator") && enclosingTypes(of: type.keywordIndex).contains(where: \.isRepresentable)
        }
    }

    /// The type names that `makeCoordinator(…) -> Name` returns and `typealias Coordinator = Name` gives.
    func namedCoordinators() -> Set<String> {
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
