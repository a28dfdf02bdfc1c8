# Shared by bench/run and bench/serve/run (sourced, from the repository's root): the synthetic corpora
# and their Hugo twins. Needs BIN (the bridgekb binary, for `import`).

corpus() { bench/corpus-dir "$1"; }  # N → /tmp/bridgekb-corpus-N (made when missing or older than corpus.py)

hugo_site() {  # CORPUS SITE → SITE: a Hugo site of the corpus's guides as Markdown, minimal theme
  local corpus=$1 site=$2
  [ -f "$site/.done" ] && [ "$site/.done" -nt "$corpus/.done" ] && return
  rm -rf "$site"; mkdir -p "$site/content" "$site/layouts/_default"
  cat > "$site/hugo.toml" <<'EOF'
baseURL = "https://example.com/"
title = "bridgekb bench"
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
EOF
  cat > "$site/layouts/_default/single.html" <<'EOF'
<!DOCTYPE html><html lang="{{ .Params.language }}"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>
EOF
  cat > "$site/layouts/_default/list.html" <<'EOF'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1></body></html>
EOF
  find "$corpus" -mindepth 2 -name '*.txt' | sort | xargs -P 2 -I{} sh -c '
    f={}; g=$(basename "$(dirname "$f")"); l=$(basename "$f" .txt); mkdir -p '"$site"'/content/$g
    '"$BIN"' import "$f" 2>/dev/null | awk -v t="$g ($l)" "NR == 1 && /^---\$/ { print; print \"title: \\\"\" t \"\\\"\"; next } { print }" > '"$site"'/content/$g/$l.md'
  touch "$site/.done"
}
