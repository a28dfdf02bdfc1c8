"""A small Chrome DevTools Protocol client over `--remote-debugging-pipe`, Python 3 standard library only.

Chromium reads commands from file descriptor 3 and writes replies and events to descriptor 4, each
message one JSON object ended by a NUL byte. One `Tab` is one page target attached in flat mode, so
its commands carry a session id. Enough for the browser tests: navigate, evaluate scripts, emulate
widths, colour schemes and print, take screenshots and PDFs, watch requests.
"""

import base64
import json
import os
import select
import subprocess
import time


class CDPError(RuntimeError):
    pass


class Browser:
    """Headless Chromium driven over a pipe; `close()` ends it (the process this object started)."""

    def __init__(self, binary, profile, extra_flags=(), timeout=60):
        self.timeout = timeout
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def wire():   # in the child: the pipe ends become descriptors 3 and 4, kept across exec
            low = [os.dup(to_browser_read), os.dup(from_browser_write)]   # (either may be 3 or 4 already)
            os.dup2(low[0], 3)
            os.dup2(low[1], 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                 "--disable-extensions", "--disable-sync", "--mute-audio", "--hide-scrollbars",
                 "--remote-debugging-pipe", "--user-data-dir=" + profile, *extra_flags, "about:blank"]
        self.process = subprocess.Popen([binary, *flags], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, preexec_fn=wire, close_fds=False)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self._events = []

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass

    # MARK: - Messages

    def _write(self, message):
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self._to_browser, data)
            data = data[written:]

    def _read(self, deadline):
        while b"\0" not in self._buffer:
            left = deadline - time.time()
            if left <= 0:
                raise CDPError("no answer from chromium in time")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise CDPError("chromium closed the pipe (exit %s)" % self.process.poll())
                self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._write(message)
        deadline = time.time() + (timeout or self.timeout)
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise CDPError("%s: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            if "method" in reply:
                self._events.append(reply)

    def wait_for(self, method, session=None, timeout=None, match=lambda params: True):
        """The first event `method` (for `session`) not yet seen, read from the pipe if need be."""
        deadline = time.time() + (timeout or self.timeout)
        while True:
            for i, event in enumerate(self._events):
                if event["method"] == method and event.get("sessionId") == session and match(event.get("params", {})):
                    del self._events[i]
                    return event.get("params", {})
            event = self._read(deadline)
            if "method" in event:
                self._events.append(event)

    def drain(self, session, method):
        """Every event `method` seen so far for `session`, removed from the queue."""
        kept, found = [], []
        for event in self._events:
            (found if event["method"] == method and event.get("sessionId") == session else kept).append(event)
        self._events = kept
        return [event.get("params", {}) for event in found]

    def new_tab(self):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Tab(self, target, session)


class Tab:
    """One page: navigate, evaluate, emulate, capture."""

    def __init__(self, browser, target, session):
        self.browser, self.target, self.session = browser, target, session
        for domain in ("Page", "Runtime", "Network"):
            self.send(domain + ".enable")

    def send(self, method, params=None, timeout=None):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})

    def viewport(self, width, height, mobile=False):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def media(self, media="", scheme="light"):
        self.send("Emulation.setEmulatedMedia",
                  {"media": media, "features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def navigate(self, url, settle=0.15):
        """Loads `url` and waits for its load event, then lets timers and observers run for `settle` s."""
        self.browser.drain(self.session, "Page.loadEventFired")
        self.browser.drain(self.session, "Network.requestWillBeSent")
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError("cannot load %s: %s" % (url, result["errorText"]))
        self.browser.wait_for("Page.loadEventFired", session=self.session)
        if settle:
            time.sleep(settle)

    def requests(self):
        """The URLs the page asked for since the last navigation."""
        return [event["request"]["url"] for event in self.browser.drain(self.session, "Network.requestWillBeSent")]

    def evaluate(self, expression, timeout=None):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True,
                                                "userGesture": True}, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError("script failed: %s" % text)
        return result.get("result", {}).get("value")

    def screenshot(self, path, full_page=True):
        params = {"format": "png", "captureBeyondViewport": full_page}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 16000), "scale": 1}
        data = self.send("Page.captureScreenshot", params, timeout=120)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def pdf(self, path):
        data = self.send("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": False,
                                             "preferCSSPageSize": True}, timeout=120)["data"]
        raw = base64.b64decode(data)
        with open(path, "wb") as file:
            file.write(raw)
        return raw

    def key(self, key, code=None, text=None):
        """Presses and releases one key (as a user would, so the page sees trusted events)."""
        base = {"key": key, "code": code or key}
        down = dict(base, type="keyDown")
        if text:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def insert_text(self, text):
        self.send("Input.insertText", {"text": text})

    def compose(self, text):
        """An IME composition in progress showing `text` (not committed)."""
        self.send("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
