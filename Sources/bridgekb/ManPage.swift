import Foundation

/// bridgekb(1) in roff, made from the subcommands' definitions (`bridgekb help --man`; `make install`
/// installs it), so the man page and --help never disagree.
enum ManPage {
    static func roff(subcommands: [any Subcommand.Type]) -> String {
        var page = """
        .TH BRIDGEKB 1 "" "bridgekb \(VersionCommand.version)" "User Commands"
        .SH NAME
        bridgekb \\- Chinese and Japanese UIKit/SwiftUI bridging guides as a multilingual knowledge base
        .SH SYNOPSIS
        .B bridgekb
        .I subcommand
        [\\fIoptions\\fR]
        .br
        .B bridgekb
        \\-V | \\-\\-version | help [\\-\\-man | \\fIsubcommand\\fR]
        .SH DESCRIPTION
        bridgekb reads guides (plain text, Markdown, saved HTML) into a knowledge base of pitfalls, patterns
        and decision rules, links their translations, checks their Swift snippets, and writes a static site
        and a search CLI.
        .SH GLOBAL OPTIONS
        .TP
        .B \\-\\-color \\fIWHEN\\fR
        auto (colour on a terminal, unless NO_COLOR is set and not empty), always, or never.
        .SH SUBCOMMANDS

        """
        for command in subcommands {
            page += ".SS \(escape(command.usage))\n\(escape(command.abstract))\n"
            if !command.discussion.isEmpty { page += ".PP\n.nf\n\(escape(command.discussion))\n.fi\n" }
            for spec in command.visibleArguments {
                let label: String
                switch spec.kind {
                case .flag: label = "\\fB" + (spec.short.map { "\\-\($0), " } ?? "") + "\\-\\-\(escape(spec.name))\\fR"
                case .option(let value): label = "\\fB\\-\\-\(escape(spec.name))\\fR \\fI\(escape(value))\\fR"
                case .positional(let name, _, _): label = "\\fI\(escape(name))\\fR"
                }
                page += ".TP\n\(label)\n\(escape(spec.help))\n"
            }
        }
        page += """
        .SH FILES
        .TP
        .B bridgekb.json
        The project file, looked for in the working folder and the folders above it: content, out,
        templates, baseURL and lint settings, paths relative to the file. Flags override it.
        .SH ENVIRONMENT
        .TP
        .B NO_COLOR
        When set and not empty, no colour (unless \\-\\-color always).
        .SH EXIT STATUS
        \(escape(BridgeKBCLI.exitCodes))
        """
        return page
    }

    /// Text safe in roff: backslashes doubled, dashes escaped, no line starting with a control character.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
