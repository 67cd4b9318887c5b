"""A minimal DevTools-protocol client for headless Chromium over --remote-debugging-pipe.

Chromium reads NUL-terminated JSON commands from file descriptor 3 and writes responses and
events to file descriptor 4; nothing listens on the network. Standard library only.
"""

import json
import os
import shutil
import subprocess
import tempfile

CANDIDATES = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome")


def find_browser():
    """The first Chromium on PATH (or $CHROMIUM), or None."""
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium process and one page (a target attached in flat mode)."""

    def __init__(self, executable, width=1280, height=900):
        self.profile = tempfile.mkdtemp(prefix="browser-check-")
        child_read, self._to_browser = os.pipe()
        self._from_browser, child_write = os.pipe()
        # NB: the child's ends move above 3 and 4 first, so the shell's redirections below
        # cannot close one of them by moving the other.
        to_browser_read = os.dup(child_read) if child_read > 4 else os.dup2(child_read, 20)
        from_browser_write = os.dup(child_write) if child_write > 4 else os.dup2(child_write, 21)
        os.close(child_read)
        os.close(child_write)
        # NB: bash (which, unlike dash, takes descriptors above 9) moves the pipe ends onto descriptors 3 and 4, where Chromium expects them.
        command = (
            f'exec 3<&{to_browser_read} 4>&{from_browser_write} '
            f'{to_browser_read}<&- {from_browser_write}>&-; exec "$@"'
        )
        self.process = subprocess.Popen(
            ["bash", "-c", command, "bash", executable, "--headless", "--remote-debugging-pipe",
             "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
             "--font-render-hinting=none", f"--user-data-dir={self.profile}", "about:blank"],
            pass_fds=(to_browser_read, from_browser_write),
            stdout=subprocess.DEVNULL, stderr=None if os.environ.get("BROWSER_CHECK_DEBUG") else subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                  session=True)

    def _send(self, message):
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")

    def _receive(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False):
        """Sends one command and returns its result, keeping events that arrive meanwhile."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self._send(message)
        while True:
            reply = self._receive()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method):
        """Waits for the next event named `method` (or returns one that already came)."""
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(index)
        while True:
            event = self._receive()
            if event.get("method") == method:
                return event
            self.events.append(event)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True,
                            "awaitPromise": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluate: {result['exceptionDetails']}")
        return result["result"].get("value")

    def errors(self):
        """Console errors, uncaught exceptions and error log entries seen so far."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(params["exceptionDetails"].get("text", "exception"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append(" ".join(str(a.get("value", a.get("description")))
                                      for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append(params["entry"].get("text", "log error"))
        return found

    def close(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=10)
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)
