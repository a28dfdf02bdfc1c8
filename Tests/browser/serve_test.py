#!/usr/bin/env python3
"""`bridgekb serve` in a real browser: headless Chromium driven over the DevTools pipe (cdp.py, Python 3
standard library only) against a server started on a temporary copy of Content/.

Checks, in order, on one guide page:
  (a) the page is served with the live-reload client and no policy violation;
  (b) after the test scrolls down and appends a paragraph to the guide's file, the page reloads by
      itself (the test does not navigate), shows the new paragraph and keeps its scroll position;
  (c) broken content (a glossary.json that is not JSON) shows the diagnostic over the page as text
      (file name and message, no markup from it), and the page stays where it is;
  (d) once the content is fixed the overlay goes;
  (e) no Content-Security-Policy violation and no script error was reported on the way;
  (f) SIGTERM stops the server with exit 0 and it leaves no scratch folder behind.

Usage:  scripts/browser-test                 (runs this after site_test.py and hostile_test.py)
        python3 Tests/browser/serve_test.py [--bridgekb PATH] [--content DIR] [--templates DIR]
Environment: CHROMIUM (the browser binary), BRIDGEKB (the bridgekb binary; default .build/debug/bridgekb,
             built with `swift build --product bridgekb` when missing). Exit 0 when every check passed;
             the last line reads 'N passed, N failed'.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp  # noqa: E402  (the DevTools pipe client beside this file)
from hostile_test import PRELUDE, bridgekb_binary  # noqa: E402
from site_test import Results, find_chromium  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60   # seconds a rebuild may take on a busy machine before a check fails (not a speed goal)

# The overlay the live-reload client shows: its text, and any element in it other than the plain
# paragraph and preformatted rows the client makes (markup from a diagnostic would add some).
OVERLAY = """
(() => {
  const overlay = [...document.querySelectorAll('body > [role=alert]')].find(e => e.getClientRects().length > 0);
  if (!overlay) return null;
  const foreign = [...overlay.querySelectorAll('*')].filter(e => e.localName !== 'p' && e.localName !== 'pre').map(e => e.localName);
  return {text: overlay.innerText, rows: overlay.querySelectorAll('pre').length, foreign: foreign};
})()
"""


class ServeProcess:
    """`bridgekb serve` on a free port, and the address it printed once ready."""

    def __init__(self, binary, content, templates):
        # stderr (every rebuild's diagnostics) goes to a file: a full pipe would block the server.
        self.log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
        self.process = subprocess.Popen(
            [str(binary), "serve", "--content", str(content), "--templates", str(templates), "--port", "0"],
            stdout=subprocess.PIPE, stderr=self.log, text=True, env=dict(os.environ, NO_COLOR="1"))
        line = self.process.stdout.readline().strip()   # printed once the first build is served
        if not line.startswith("serving "):
            self.process.kill()
            self.process.wait()
            raise RuntimeError("serve printed %r: %s" % (line, self.stderr()[-1000:]))
        self.base = line[len("serving "):]

    def stderr(self):
        self.log.seek(0)
        return self.log.read()

    def terminate(self):
        """SIGTERM, then the exit code (None when it had to be killed) and what it printed on stderr."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            code = None
        return code, self.stderr()


def wait_until(tab, expression, seconds=TIMEOUT):
    """The first truthy value of `expression` in the page, polled; None when the time runs out."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = tab.evaluate(expression)
        except cdp.CDPError:   # the page is between two documents
            value = None
        if value:
            return value
        time.sleep(0.05)
    return None


def guide_with(content, language):
    """The first guide of `content` with a plain-text file in `language`."""
    for folder in sorted(p for p in content.iterdir() if p.is_dir()):
        if (folder / (language + ".txt")).is_file():
            return folder.name
    raise RuntimeError("no guide with a %s.txt in %s" % (language, content))


def append(path, text):
    with open(path, "a", encoding="utf-8") as file:
        file.write(text)


def run_checks(results, browser, server, content):
    guide = guide_with(content, "zh-Hans")
    page = server.base + "zh-Hans/guides/%s.html" % guide
    tab = browser.new_tab()
    tab.send("Log.enable")
    tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": PRELUDE})
    tab.viewport(1280, 900)
    state = {}

    def served():
        tab.navigate(page, settle=0.3)
        scripts = tab.evaluate("[...document.scripts].map(s => s.getAttribute('src'))")
        if "/_bridgekb/live.js" not in scripts:
            raise AssertionError("no live-reload client among the page's scripts %s" % scripts)
        height = tab.evaluate("document.documentElement.scrollHeight - innerHeight")
        if height < 600:
            raise AssertionError("the guide page scrolls only %d px" % height)
        return "%s, %d px to scroll" % (page, height)

    def reloads_with_edit():
        y = tab.evaluate("window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) / 2)); scrollY")
        tab.evaluate("window.__bridgekbSameDocument = true")
        marker = "预览检查%s" % uuid.uuid4().hex[:8]
        browser.drain(tab.session, "Page.loadEventFired")
        started = time.time()
        append(content / guide / "zh-Hans.txt", "\n\n%s：这一段是在页面打开时加上的。\n" % marker)
        browser.wait_for("Page.loadEventFired", session=tab.session, timeout=TIMEOUT)
        shown = wait_until(tab, "document.body.innerText.includes(%s)" % json.dumps(marker))
        if not shown:
            raise AssertionError("the reloaded page does not show %s" % marker)
        kind = tab.evaluate("performance.getEntriesByType('navigation')[0].type")
        if kind != "reload" or tab.evaluate("window.__bridgekbSameDocument === true"):
            raise AssertionError("the page was not reloaded (navigation type %r)" % kind)
        # The client restores the position on load; allow it a moment, and a few pixels of rounding.
        kept = wait_until(tab, "Math.abs(scrollY - %d) <= 2 ? scrollY : null" % y, seconds=5)
        if kept is None:
            raise AssertionError("scrolled to %d before the reload, %d after" % (y, tab.evaluate("scrollY")))
        state["y"] = y
        return "reloaded by itself %.2f s after the edit, shows the new text, still at y=%d" % (time.time() - started, kept)

    glossary = content / "glossary.json"
    original = glossary.read_bytes() if glossary.exists() else None

    def overlay_on_error():
        tab.evaluate("window.__bridgekbSameDocument = true")
        glossary.write_text('{ "version": 1, "concepts": [ <b>broken</b>', encoding="utf-8")
        overlay = wait_until(tab, OVERLAY)
        if not overlay:
            raise AssertionError("no overlay after glossary.json broke")
        # A diagnostic as the terminal shows it: path[:line:col]: error: message.
        if not re.search(r"glossary\.json(:\d+)*: error: \S", overlay["text"]):
            raise AssertionError("the overlay does not show glossary.json's error: %r" % overlay["text"][:300])
        if overlay["foreign"]:
            raise AssertionError("the overlay holds elements %s (diagnostics must be text)" % overlay["foreign"])
        if not tab.evaluate("window.__bridgekbSameDocument === true"):
            raise AssertionError("the page reloaded instead of showing the overlay")
        line = next(l for l in overlay["text"].splitlines() if "glossary.json" in l)
        return "%d diagnostic row(s) as text: %s" % (overlay["rows"], line.strip()[:160])

    def overlay_goes():
        if original is None:
            glossary.unlink()
        else:
            glossary.write_bytes(original)
        gone = wait_until(tab, "(%s) === null" % OVERLAY.strip())
        if not gone:
            raise AssertionError("the overlay stayed after glossary.json was fixed")
        return "overlay gone%s" % ("" if tab.evaluate("window.__bridgekbSameDocument === true") else " (page reloaded)")

    def no_violations():
        console = [" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                   for params in browser.drain(tab.session, "Runtime.consoleAPICalled")]
        logged = [params.get("entry", {}) for params in browser.drain(tab.session, "Log.entryAdded")]
        errors = [params.get("exceptionDetails", {}) for params in browser.drain(tab.session, "Runtime.exceptionThrown")]
        problems = [line for line in console if line.startswith("CSP-VIOLATION")]
        problems += [entry.get("text", "") for entry in logged if "Content Security Policy" in entry.get("text", "")]
        problems += ["script error: %s" % (e.get("exception", {}).get("description") or e.get("text")) for e in errors]
        if problems:
            raise AssertionError("; ".join(problems[:4]))
        return "%d console messages, %d log entries, none a violation or a script error" % (len(console), len(logged))

    try:
        for name, check in [("serve: the page carries the live-reload client", served),
                            ("serve: an edit reloads the page by itself, with the new text, at the same scroll position", reloads_with_edit),
                            ("serve: broken content shows the diagnostic as text over the page", overlay_on_error),
                            ("serve: fixed content removes the overlay", overlay_goes),
                            ("serve: no policy violation or script error in the console", no_violations)]:
            results.check(name, check)
    finally:
        tab.close()


def main():
    parser = argparse.ArgumentParser(description="bridgekb serve's live reload and error overlay in headless Chromium.")
    parser.add_argument("--bridgekb", help="the bridgekb binary (default: $BRIDGEKB or .build/debug/bridgekb)")
    parser.add_argument("--content", default=str(ROOT / "Content"), help="the guides to copy and serve")
    parser.add_argument("--templates", default=str(ROOT / "Templates"))
    args = parser.parse_args()
    results = Results()
    chromium = find_chromium()
    if chromium is None:
        def setup():
            raise AssertionError("no chromium (run scripts/install-deps --browser)")
        results.check("setup", setup)
        print("%d passed, %d failed" % (results.passed, results.failed))
        return 1
    work = Path(tempfile.mkdtemp(prefix="bridgekb-serve-browser-"))
    content = work / "Content"
    shutil.copytree(args.content, content)
    server = ServeProcess(bridgekb_binary(args.bridgekb), content, args.templates)
    print("serving %s from %s" % (server.base, content), flush=True)
    profile = tempfile.mkdtemp(prefix="bridgekb-serve-chromium-")
    browser = cdp.Browser(chromium, profile)
    try:
        run_checks(results, browser, server, content)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
        pid = server.process.pid
        code, stderr = server.terminate()

        def stops():
            if code != 0:
                raise AssertionError("exit %s after SIGTERM: %s" % (code, stderr[-500:]))
            left = [name for name in os.listdir(tempfile.gettempdir()) if name.startswith("bridgekb-serve-%d-" % pid)]
            if left:
                raise AssertionError("left behind %s" % left)
            return "exit 0, no scratch folder left; it printed: %s" % " | ".join(stderr.strip().splitlines()[-3:])
        results.check("serve: SIGTERM stops it with exit 0", stops)
        shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed" % (results.passed, results.failed))
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
