#!/usr/bin/env python3
"""Hostile content in a real browser: headless Chromium driven over the DevTools protocol (a pipe,
Python 3 standard library only), over file:// and over http://127.0.0.1.

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
import fcntl
import functools
import http.server
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"PWNED-[a-z]+-[a-z]+[0-9]*")

# Installed before any script of the page: violations of the page's policy are logged as console
# messages (DevTools-installed scripts are not subject to the page's policy).
VIOLATION_LISTENER = """
document.addEventListener('securitypolicyviolation', function (e) {
  console.debug('CSP-VIOLATION ' + e.effectiveDirective + ' ' + (e.blockedURI || 'inline'));
}, true);
"""

# Markers in live markup, after the page's scripts ran (shadow roots included).
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
        const live = attribute.name.startsWith('on') || urlAttributes.has(attribute.name) || loaders.has(name)
          || (name === 'meta' && element.hasAttribute('http-equiv'));
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

# MARK: - Chromium over the DevTools pipe


def find_chromium():
    for name in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome", "chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


class Browser:
    """One headless Chromium; `--remote-debugging-pipe` reads commands on fd 3 and writes on fd 4,
    each message a JSON object ended by a NUL byte."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="bridgekb-hostile-chromium-")
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        # Copies above 10, so that moving them to 3 and 4 in the child cannot overwrite one another.
        child_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
        child_write = fcntl.fcntl(replies_write, fcntl.F_DUPFD, 10)

        def in_child():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-sync", "--mute-audio", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4), preexec_fn=in_child, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        for fd in (commands_read, replies_write, child_read, child_write):
            os.close(fd)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        for fd in (self.commands, self.replies):
            os.close(fd)
        shutil.rmtree(self.profile, ignore_errors=True)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, timeout):
        """The next message, or None after `timeout` seconds."""
        deadline = time.time() + timeout
        while b"\0" not in self.buffer:
            left = deadline - time.time()
            if left <= 0 or not select.select([self.replies], [], [], left)[0]:
                return None
            chunk = os.read(self.replies, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=30):
        wanted = self.send(method, params, session)
        deadline = time.time() + timeout
        while time.time() < deadline:
            message = self.receive(deadline - time.time())
            if message is None:
                break
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"].get("message")))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)
        raise RuntimeError("no answer to %s" % method)

    def pump(self, seconds, until=None):
        """Collects events for up to `seconds`, or until an event satisfies `until`."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            message = self.receive(deadline - time.time())
            if message is None:
                return False
            if "method" in message:
                self.events.append(message)
                if message["method"] == "Page.javascriptDialogOpening":
                    self.send("Page.handleJavaScriptDialog", {"accept": True}, message.get("sessionId"))
                if until and until(message):
                    return True
        return False

    def open(self, url, settle=0.7, steps=()):
        """Opens `url` in a fresh tab, waits for it to load and settle, then runs each of `steps`
        (given a function that evaluates JavaScript in the page; the page settles after each); returns
        what happened there: console messages, dialogs, requests, navigations, live markers in the DOM
        and what the steps returned."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        try:
            for method in ["Page.enable", "Runtime.enable", "Network.enable"]:
                self.call(method, session=session)
            self.call("Emulation.setFocusEmulationEnabled", {"enabled": True}, session=session)
            self.call("Page.addScriptToEvaluateOnNewDocument", {"source": VIOLATION_LISTENER}, session=session)
            start = len(self.events)
            self.call("Page.navigate", {"url": url}, session=session)
            self.pump(15, until=lambda m: m.get("sessionId") == session and m["method"] == "Page.loadEventFired")
            self.pump(settle)
            answers = []
            for step in steps:
                answers.append(step(lambda expression: self.evaluate(expression, session)))
                self.pump(settle)
            live = self.evaluate(LIVE_MARKUP, session) or []
            return Visit(url, [e for e in self.events[start:] if e.get("sessionId") == session], live, answers)
        finally:
            self.events = [e for e in self.events if e.get("sessionId") != session]
            self.call("Target.closeTarget", {"targetId": target})

    def evaluate(self, expression, session):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                           session=session)
        return result.get("result", {}).get("value")


class Visit:
    """What one page did in the browser."""

    def __init__(self, url, events, live, answers):
        self.url, self.live, self.answers = url, live, answers
        self.console, self.dialogs, self.requests, self.navigations = [], [], [], []
        for event in events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled":
                self.console.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Page.javascriptDialogOpening":
                self.dialogs.append(params.get("message", ""))
            elif method == "Network.requestWillBeSent":
                self.requests.append(params.get("request", {}).get("url", ""))
            elif method == "Page.frameNavigated" and not params.get("frame", {}).get("parentId"):
                self.navigations.append(params.get("frame", {}).get("url", ""))

    @property
    def violations(self):
        return [line for line in self.console if line.startswith("CSP-VIOLATION")]

    def executed(self):
        """Every marker that something run or loaded by the page showed, with where."""
        found = [(m, "in a %s message" % where) for where, texts in [("console", self.console), ("dialog", self.dialogs)]
                 for text in texts for m in MARKER.findall(text)]
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


class Results:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, name, function):
        started = time.time()
        try:
            detail = function()
            self.passed += 1
            print("PASS %s%s (%.1f s)" % (name, ": " + detail if detail else "", time.time() - started), flush=True)
        except Exception as error:  # a failed check, whatever raised it
            self.failed += 1
            print("FAIL %s: %s" % (name, error), flush=True)


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
            control = browser.open(url_of(injected)).executed()
            if len({marker for marker, _ in control}) < 2:
                raise AssertionError("without the policy the injected script should run and be seen: %s" % control)
            injected.write_text(with_script, encoding="utf-8")
            url = url_of(injected)
            visit = browser.open(url, steps=[
                lambda evaluate: evaluate("document.getElementById('injected-link').click()"),
                lambda evaluate: evaluate("(document.querySelector('header a.lang-switch') || {}).href || 'none'")])
            ran = visit.executed()
            if ran:
                raise AssertionError("injected script ran: %s" % ran[:3])
            blocked = {line.split()[1] for line in visit.violations}
            if "script-src-elem" not in blocked or "script-src-attr" not in blocked:
                raise AssertionError("expected inline script and handler violations, got %s" % visit.violations)
            own = visit.answers[1]
            return "without the policy %d markers showed; with it none, blocked %s; the site's own script still ran (switch %s)" % (
                len(control), sorted(blocked), own.rsplit("/", 1)[-1])
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
        results.check("setup", lambda: (_ for _ in ()).throw(AssertionError("no chromium (run scripts/install-deps --browser)")))
        print("%d passed, %d failed" % (results.passed, results.failed))
        return 1
    bridgekb = bridgekb_binary(args.bridgekb)
    work = Path(tempfile.mkdtemp(prefix="bridgekb-hostile-"))
    browser = Browser(binary)
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
