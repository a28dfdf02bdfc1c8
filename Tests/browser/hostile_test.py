#!/usr/bin/env python3
"""Hostile content in a real browser: headless Chromium driven over the DevTools pipe (cdp.py, Python 3
standard library only), over file:// and over http://127.0.0.1.

Checks:
  (a) corpus: the hostile guides of Tests/Fixtures/hostile are built with bridgekb; every page of that
      site is opened, and no payload's marker (PWNED-<format>-<n>) may ever show: not in a console
      message, a dialog, the title, a network request, a navigation, nor in live markup (a URL-valued
      or on… attribute, a script or style element, a base, meta http-equiv, form, frame or object);
  (b) the Content-Security-Policy does not break the site's own scripts: on a site built from Content/,
      search lists results, a copy button reacts, the language switcher keeps the #fragment, and none
      of those pages reports a policy violation;
  (c) the policy works: a copy of a page with an inline <script>, an on… handler and a javascript:
      link injected runs none of them, and the browser reports the violations (while the same copy
      without its policy runs them, which shows that this test sees scripts run).

Usage:  scripts/browser-test                 (runs this after site_test.py)
        python3 Tests/browser/hostile_test.py [--bridgekb PATH] [--content DIR] [--site-content DIR]
Environment: CHROMIUM (the browser binary), BRIDGEKB (the bridgekb binary; default .build/debug/bridgekb,
             built with `swift build --product bridgekb` when missing). Exit 0 when every check passed;
             the last line reads 'N passed, N failed'.
"""

import argparse
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp  # noqa: E402  (the DevTools pipe client beside this file)
from site_test import Results, find_chromium  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"PWNED-[a-z]+-[a-z]+[0-9]*")

# Installed before any script of the page (scripts DevTools installs are not subject to the page's
# policy): violations of the policy are logged, and dialogs become console messages (DIALOG …)
# instead of blocking the page.
PRELUDE = """
document.addEventListener('securitypolicyviolation', function (e) {
  console.debug('CSP-VIOLATION ' + e.effectiveDirective + ' ' + (e.blockedURI || 'inline'));
}, true);
for (const name of ['alert', 'confirm', 'prompt']) {
  window[name] = function (message) { console.log('DIALOG ' + message); };
}
"""

# Markers in live markup, after the page's scripts ran (shadow roots included). A link to an http(s)
# address whose text is that address (a bare address in prose) shows where it goes: its href is not live.
LIVE_MARKUP = r"""
(() => {
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'srcset', 'background',
    'xlink:href', 'ping', 'cite', 'srcdoc', 'style', 'codebase', 'values', 'to', 'from']);
  const loaders = new Set(['script', 'style', 'base', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'applet']);
  const found = [];
  const marker = /PWNED-[a-z]+-[a-z]+[0-9]*/g;
  function visit(root) {
    for (const element of root.querySelectorAll('*')) {
      const name = element.localName;
      for (const attribute of element.attributes) {
        const ownAddress = name === 'a' && attribute.name === 'href' && /^https?:\/\//i.test(attribute.value)
          && element.textContent === attribute.value;
        const live = !ownAddress && (attribute.name.startsWith('on') || urlAttributes.has(attribute.name) || loaders.has(name)
          || (name === 'meta' && element.hasAttribute('http-equiv')));
        if (live) for (const m of attribute.value.match(marker) || []) found.push(m + ' in <' + name + ' ' + attribute.name + '>');
      }
      if (name === 'script' || name === 'style') for (const m of element.textContent.match(marker) || []) found.push(m + ' in <' + name + '> text');
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  }
  visit(document);
  return found;
})()
"""

# MARK: - Pages in Chromium (over the DevTools pipe of cdp.py)


class Pages:
    """Opens pages, each in a fresh tab of one headless Chromium, and reports what each did."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="bridgekb-hostile-chromium-")
        self.browser = cdp.Browser(binary, self.profile)

    def close(self):
        self.browser.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def open(self, url, settle=0.7, steps=()):
        """Opens `url`, waits for it to load and settle, then runs each of `steps` (given a function
        that evaluates JavaScript in the page; the page settles after each); returns what happened:
        console messages, dialogs, requests, navigations, live markers in the DOM and the steps' answers."""
        tab = self.browser.new_tab()
        try:
            tab.send("Emulation.setFocusEmulationEnabled", {"enabled": True})
            tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": PRELUDE})
            tab.navigate(url, settle=settle)
            answers = []
            for step in steps:
                answers.append(step(tab.evaluate))
                time.sleep(settle)
            live = tab.evaluate(LIVE_MARKUP) or []
            drained = {method: self.browser.drain(tab.session, method) for method in
                       ["Runtime.consoleAPICalled", "Network.requestWillBeSent", "Page.frameNavigated"]}
            return Visit(url, drained, live, answers)
        finally:
            tab.close()


class Visit:
    """What one page did in the browser."""

    def __init__(self, url, events, live, answers):
        self.url, self.live, self.answers = url, live, answers
        self.console = [" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                        for params in events["Runtime.consoleAPICalled"]]
        self.requests = [params.get("request", {}).get("url", "") for params in events["Network.requestWillBeSent"]]
        self.navigations = [params.get("frame", {}).get("url", "") for params in events["Page.frameNavigated"]
                            if not params.get("frame", {}).get("parentId")]

    @property
    def violations(self):
        return [line for line in self.console if line.startswith("CSP-VIOLATION")]

    def executed(self):
        """Every marker that something run or loaded by the page showed, with where."""
        found = [(m, "in a console message or dialog") for text in self.console for m in MARKER.findall(text)]
        found += [(m, "requested " + url[:120]) for url in self.requests for m in MARKER.findall(url)]
        found += [(m, "navigated to " + url[:120]) for url in self.navigations for m in MARKER.findall(url)]
        return found

    def markers(self):
        """`executed()` and the markers in live markup."""
        return self.executed() + [(item.split(" ", 1)[0], item.split(" ", 1)[1]) for item in self.live]

# MARK: - Sites


def bridgekb_binary(path):
    binary = Path(path or os.environ.get("BRIDGEKB") or ROOT / ".build/debug/bridgekb")
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "bridgekb"], cwd=ROOT, check=True)
    return binary


def build_site(binary, content, out, templates=ROOT / "Templates"):
    """Builds `content` into `out`; returns (exit code, diagnostics on stderr)."""
    result = subprocess.run([str(binary), "build", "--content", str(content), "--templates", str(templates),
                             "--out", str(out), "--no-cache", "--quiet"], capture_output=True, text=True,
                            env=dict(os.environ, NO_COLOR="1"))
    return result.returncode, result.stderr


class Server:
    """`folder` over http://127.0.0.1 (the standard library's file server), on a free port."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.base = "http://127.0.0.1:%d/" % self.httpd.server_address[1]

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def page_urls(site, server):
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    return [(page, {"file": (site / page).resolve().as_uri(), "http": server.base + page}) for page in pages]

# MARK: - Checks


def corpus_markers(content):
    return sorted({m for path in Path(content).rglob("*") if path.is_file()
                   for m in MARKER.findall(path.read_text(encoding="utf-8", errors="replace"))})


def check_corpus(browser, site, server, scheme, markers, live):
    def run():
        shown = {}
        for page, urls in page_urls(site, server):
            for marker, where in browser.open(urls[scheme]).markers():
                shown.setdefault(marker, "%s %s" % (page, where))
        live.update(shown)
        if shown:
            listed = "; ".join("%s (%s)" % item for item in sorted(shown.items())[:8])
            raise AssertionError("%d of %d payloads live: %s" % (len(shown), len(markers), listed))
        return "%d pages, %d payloads, none live" % (len(page_urls(site, server)), len(markers))
    return run


def check_search(browser, site, server, scheme, page, query, expect):
    def run():
        url = (site / page).resolve().as_uri() if scheme == "file" else server.base + page
        visit = browser.open(url + "?q=" + query, settle=1.5, steps=[
            lambda evaluate: evaluate("[...document.querySelectorAll('#search-results a')].map(a => a.getAttribute('href'))")])
        links = visit.answers[0] or []
        if not any(expect in link for link in links):
            raise AssertionError("no result link mentions %r among %s" % (expect, links[:5]))
        if visit.violations:
            raise AssertionError("policy violations: %s" % visit.violations[:3])
        return "%d result links, no violation" % len(links)
    return run


def check_copy_and_switch(browser, site, server, scheme, page, fragment):
    def run():
        url = ((site / page).resolve().as_uri() if scheme == "file" else server.base + page) + "#" + fragment
        visit = browser.open(url, steps=[
            lambda evaluate: evaluate("document.querySelector('button.copy').textContent"),
            lambda evaluate: evaluate("document.querySelector('button.copy').click()"),
            lambda evaluate: evaluate("[document.querySelector('button.copy').textContent, "
                                      "document.querySelector('button.copy').getAttribute('data-copied'), "
                                      "(document.querySelector('header a.lang-switch') || {}).href || '']")])
        before = visit.answers[0]
        after, copied, switch = visit.answers[2]
        if after != copied:
            raise AssertionError("copy button reads %r after a click (was %r), expected %r" % (after, before, copied))
        if not switch.endswith("#" + fragment):
            raise AssertionError("language switch %r lost #%s" % (switch, fragment))
        if visit.violations:
            raise AssertionError("policy violations: %s" % visit.violations[:3])
        return "copy button → %r, switch keeps #%s, no violation" % (after, fragment)
    return run


INJECTED = ("<script>console.log('PWNED-injected-inline')</script>"
            "<img src=\"missing.png\" onerror=\"console.log('PWNED-injected-handler')\">"
            "<a id=\"injected-link\" href=\"javascript:console.log('PWNED-injected-url')\">x</a>")


def check_injected_script(browser, site, server, scheme, page):
    def run():
        original = site / page
        injected = original.with_name("injected-" + original.name)
        html = original.read_text(encoding="utf-8")
        with_script = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + INJECTED, html, count=1)
        try:
            def url_of(path):
                return path.resolve().as_uri() if scheme == "file" else server.base + path.relative_to(site).as_posix()
            # The control: without its policy the page runs what was injected, and this test sees it.
            injected.write_text(re.sub(r"<meta http-equiv=\"Content-Security-Policy\"[^>]*>", "", with_script), encoding="utf-8")
            click = "document.getElementById('injected-link').click()"
            control = browser.open(url_of(injected), steps=[lambda evaluate: evaluate(click)]).executed()
            if len({marker for marker, _ in control}) < 3:
                raise AssertionError("without the policy the injected script should run and be seen: %s" % control)
            injected.write_text(with_script, encoding="utf-8")
            url = url_of(injected)
            visit = browser.open(url, steps=[
                lambda evaluate: evaluate(click),
                lambda evaluate: evaluate("document.documentElement.classList.contains('js')")])
            ran = visit.executed()
            if ran:
                raise AssertionError("injected script ran: %s" % ran[:3])
            blocked = {line.split()[1] for line in visit.violations}
            if "script-src-elem" not in blocked or "script-src-attr" not in blocked:
                raise AssertionError("expected inline script and handler violations, got %s" % visit.violations)
            if visit.answers[1] is not True:
                raise AssertionError("the site's own script did not run (no class js on <html>)")
            return "without the policy %d markers showed; with it none, blocked %s; the site's own script ran" % (
                len({marker for marker, _ in control}), sorted(blocked))
        finally:
            injected.unlink()
    return run

# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description="Hostile content and the Content-Security-Policy in headless Chromium.")
    parser.add_argument("--bridgekb", help="the bridgekb binary (default: $BRIDGEKB or .build/debug/bridgekb)")
    parser.add_argument("--content", default=str(ROOT / "Tests/Fixtures/hostile/Content"), help="the hostile guides")
    parser.add_argument("--site-content", default=str(ROOT / "Content"), help="guides for the site's own scripts")
    args = parser.parse_args()
    results = Results()
    binary = find_chromium()
    if binary is None:
        def setup():
            raise AssertionError("no chromium (run scripts/install-deps --browser)")
        results.check("setup", setup)
        print("%d passed, %d failed" % (results.passed, results.failed))
        return 1
    bridgekb = bridgekb_binary(args.bridgekb)
    work = Path(tempfile.mkdtemp(prefix="bridgekb-hostile-"))
    browser = Pages(binary)
    servers = []
    try:
        hostile, own = work / "hostile", work / "own"
        markers = corpus_markers(args.content)
        code, stderr = build_site(bridgekb, args.content, hostile)
        refused = sum(1 for line in stderr.splitlines() if "warning:" in line or "error:" in line)
        print("corpus %s: %d payloads; build exit %d, %d diagnostics" % (args.content, len(markers), code, refused), flush=True)
        live = {}
        if hostile.is_dir():
            server = Server(hostile)
            servers.append(server)
            for scheme in ["file", "http"]:
                results.check("hostile corpus over %s" % scheme, check_corpus(browser, hostile, server, scheme, markers, live))
        else:
            print("the build refused the corpus (nothing published):\n" + stderr[-2000:], flush=True)
        code, stderr = build_site(bridgekb, args.site_content, own)
        if code != 0:
            raise RuntimeError("building %s failed: %s" % (args.site_content, stderr[-1000:]))
        server = Server(own)
        servers.append(server)
        for scheme in ["file", "http"]:
            results.check("search under the policy over %s" % scheme,
                          check_search(browser, own, server, scheme, "zh-Hans/search.html", "循环引用", "uikit-bridging"))
            results.check("copy button and language switch under the policy over %s" % scheme,
                          check_copy_and_switch(browser, own, server, scheme, "zh-Hans/guides/uikit-bridging.html", "part-1-s4"))
            results.check("injected inline script blocked over %s" % scheme,
                          check_injected_script(browser, own, server, scheme, "zh-Hans/index.html"))
        print("live payloads: %d of %d" % (len(live), len(markers)))
    finally:
        browser.close()
        for server in servers:
            server.close()
        shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
