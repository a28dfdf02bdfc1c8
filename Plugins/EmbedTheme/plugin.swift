import PackagePlugin

/// Compiles the package's Templates/ folder into the target it is applied to (BridgeKBTheme): every
/// build runs `ThemeEmbedder` over the folder's files, so the built-in theme is always the folder as
/// it is — one copy, nothing generated checked in. Defined in this package: nothing is fetched.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directory.appending("Templates")
        let output = context.pluginWorkDirectory.appending("BuiltInThemeFiles.swift")
        let inputs = try files(under: templates.string)
        return [.buildCommand(displayName: "Embedding Templates/ as the built-in theme",
                              executable: try context.tool(named: "ThemeEmbedder").path,
                              arguments: [templates.string, output.string] + inputs,
                              inputFiles: inputs.map { Path($0) }, outputFiles: [output])]
    }

    /// The relative paths of the regular files under `root`, hidden ones left out, sorted.
    private func files(under root: String) throws -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(root + "/" + relative)
            }
        }
        return paths.sorted()
    }
}

import Foundation
