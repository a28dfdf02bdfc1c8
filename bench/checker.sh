#!/usr/bin/env bash
# bench/checker.sh — how fast is the snippet checker and the linter?
#
#   1. `bridgekb check` over every Swift snippet in Content/ (in-process time per round, --repeat)
#      against `swiftc -parse` over the same snippets, wrapped as the checker wraps them
#      (written by `bridgekb check --emit-wrapped`), invoked three ways.
#   2. `bridgekb lint` throughput (MB/s) over a few hundred valid Swift files generated here into a
#      temporary folder (removed on exit, never committed), with `swiftc -frontend -parse` on the same.
#
# Usage: bench/checker.sh [FILES]   (FILES: number of generated lint files, default 300)
set -euo pipefail
cd "$(dirname "$0")/.."

FILES=${1:-300}
SWIFTC=$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)
BIN=.build/release/bridgekb
WORK=$(mktemp -d "${TMPDIR:-/tmp}/bridgekb-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

echo "building release bridgekb…" >&2
scripts/build-release >/dev/null

now() { date +%s.%N; }
seconds() { echo "$2 - $1" | bc -l; }

# MARK: - 1. snippets: bridgekb check vs swiftc -parse
ROUNDS=200
"$BIN" check --timing --repeat "$ROUNDS" --emit-wrapped "$WORK/wrapped" >/dev/null 2>"$WORK/check.err" || true
CHECK=$(sed -n 's/^timing: .*, \([0-9.]*\) s per round.*/\1/p' "$WORK/check.err")
SNIPPETS=$(ls "$WORK/wrapped" | wc -l)
SNIPPET_BYTES=$(cat "$WORK/wrapped"/*.swift | wc -c)

t0=$(now); "$SWIFTC" -parse -continue-building-after-errors "$WORK"/wrapped/*.swift >/dev/null 2>&1 || true; t1=$(now)
DRIVER=$(seconds "$t0" "$t1")
t0=$(now); "$SWIFTC" -frontend -parse "$WORK"/wrapped/*.swift >/dev/null 2>&1 || true; t1=$(now)
FRONTEND=$(seconds "$t0" "$t1")
t0=$(now); for f in "$WORK"/wrapped/*.swift; do "$SWIFTC" -frontend -parse "$f" >/dev/null 2>&1 || true; done; t1=$(now)
PERFILE=$(seconds "$t0" "$t1")

# MARK: - 2. lint throughput over generated files
mkdir -p "$WORK/lint"
for ((i = 0; i < FILES; i++)); do
  {
    echo "import SwiftUI"
    echo "import UIKit"
    for j in 0 1 2 3; do
      n="V${i}x${j}"
      cat <<SWIFT

/// A generated representable (${n}) — 注释、コメント 🙂.
struct Search${n}: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String = "搜索 \\(1 + 2)"

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.delegate = context.coordinator
        bar.placeholder = placeholder
        return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) {
        context.coordinator.parent = self
        if bar.text != text {
            bar.text = text
        }
    }

    static func dismantleUIView(_ bar: UISearchBar, coordinator: Coordinator) {
        bar.delegate = nil
    }

    final class Coordinator: NSObject, UISearchBarDelegate {
        var parent: Search${n}
        init(parent: Search${n}) { self.parent = parent }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            guard parent.text != searchText else { return }
            parent.text = searchText
        }
    }
}

struct Screen${n}: View {
    enum Modal: Identifiable { case editor, scanner; var id: Self { self } }
    @State private var query = ""
    @State private var modal: Modal?
    let values = [1_000, 0x1F, 0b1010]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Search${n}(text: \$query)
                    .frame(height: 44)
                ForEach(values, id: \\.self) { value in
                    Text("\\(value) items — \\(query.isEmpty ? "none" : query)")
                }
            }
            .sheet(item: \$modal) { modal in
                switch modal {
                case .editor: Text(#"raw "editor""#)
                case .scanner: Text("scanner")
                }
            }
        }
    }
}
SWIFT
    done
  } > "$WORK/lint/File$i.swift"
done
LINT_BYTES=$(cat "$WORK"/lint/*.swift | wc -c)
"$BIN" lint "$WORK/lint" --timing >"$WORK/lint.out" 2>"$WORK/lint.err" || true
LINT_FINDINGS=$(wc -l <"$WORK/lint.out")
LINT_LINE=$(grep '^timing:' "$WORK/lint.err")
LINT_SECONDS=$(echo "$LINT_LINE" | sed -n 's/.*bytes, \([0-9.]*\) s.*/\1/p')
LINT_RATE=$(echo "$LINT_LINE" | sed -n 's/.*s, \([0-9.]*\) MB\/s/\1/p')
t0=$(now); "$BIN" lint "$WORK/lint" >/dev/null 2>&1 || true; t1=$(now)
LINT_WALL=$(seconds "$t0" "$t1")
t0=$(now); "$SWIFTC" -frontend -parse "$WORK"/lint/*.swift >/dev/null 2>&1 || true; t1=$(now)
SWIFTC_LINT=$(seconds "$t0" "$t1")

# MARK: - Table
ratio() { echo "scale=1; $1 / $2" | bc -l; }
mbs() { echo "scale=1; $1 / 1000000 / $2" | bc -l; }
printf '\n%-58s %12s %10s\n' "snippets: $SNIPPETS wrapped files, $SNIPPET_BYTES bytes" "seconds" "ratio"
printf '%-58s %12.6f %10s\n' "bridgekb check (in-process, mean of $ROUNDS rounds)" "$CHECK" "1×"
printf '%-58s %12.6f %9s×\n' "swiftc -parse -continue-building-after-errors (driver)" "$DRIVER" "$(ratio "$DRIVER" "$CHECK")"
printf '%-58s %12.6f %9s×\n' "swiftc -frontend -parse, one process per file" "$PERFILE" "$(ratio "$PERFILE" "$CHECK")"
printf '%-58s %12.6f %9s×\n' "swiftc -frontend -parse, all files in one process" "$FRONTEND" "$(ratio "$FRONTEND" "$CHECK")"
printf '\n%-58s %12s %10s\n' "lint: $FILES generated files, $LINT_BYTES bytes" "seconds" "MB/s"
printf '%-58s %12.6f %10s\n' "bridgekb lint (lexing + checks + rules, in-process)" "$LINT_SECONDS" "$LINT_RATE"
printf '%-58s %12.6f %10s\n' "bridgekb lint (whole process, incl. reading files)" "$LINT_WALL" "$(mbs "$LINT_BYTES" "$LINT_WALL")"
printf '%-58s %12.6f %10s\n' "swiftc -frontend -parse (same files, one process)" "$SWIFTC_LINT" "$(mbs "$LINT_BYTES" "$SWIFTC_LINT")"
printf '%s\n' "lint findings on the generated (valid, pitfall-free) files: $LINT_FINDINGS"
grep '^phases:' "$WORK/lint.err" || true
echo "(ratios are what matters: timings swing with machine load; run twice on a quiet machine)"
