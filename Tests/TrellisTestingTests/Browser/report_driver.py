#!/usr/bin/env python3
"""Opens a snapshot report in headless Chromium and checks it through the
DevTools protocol: the page loads, its images load, a failure shows its
reference, new and diff images, and a real mouse move over a point of a
snapshot highlights the view there and lists its constraints.

usage: report_driver.py PAGE ENTRY_ID X Y     (X, Y in points of the snapshot)
Prints one JSON object with what it saw; exits 2 when it cannot drive the browser.
"""
import json, os, shutil, subprocess, sys, tempfile, time, urllib.request

import websocket  # websocket-client, from PyPI


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no chromium on PATH")


class Page:
    def __init__(self, url):
        self.profile = tempfile.mkdtemp(prefix="trellis-report-browser-")
        self.process = subprocess.Popen(
            [browser(), "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
             "--remote-debugging-port=0", "--user-data-dir=" + self.profile, "--window-size=1600,1200", url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            self.process.poll()
            if self.process.returncode is not None:
                sys.exit("chromium exited early")
            time.sleep(0.1)
        port = open(port_file).read().split()[0]
        targets = []
        for _ in range(100):
            targets = [t for t in json.load(urllib.request.urlopen("http://127.0.0.1:%s/json" % port)) if t["type"] == "page"]
            if targets:
                break
            time.sleep(0.1)
        self.socket = websocket.create_connection(targets[0]["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, seconds=30):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(expression):
                return True
            time.sleep(0.05)
        return False

    def close(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    page_path, entry_id, x, y = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
    page = Page("file://" + os.path.abspath(page_path))
    try:
        seen = {}
        seen["loaded"] = page.wait_for("document.readyState === 'complete' && document.querySelectorAll('.entry').length > 0")
        seen["entries"] = page.evaluate("document.querySelectorAll('.entry').length")
        seen["imagesLoaded"] = page.wait_for(
            "Array.from(document.images).every(i => i.complete && i.naturalWidth > 0) && document.images.length > 0")
        seen["imageCount"] = page.evaluate("document.images.length")
        selector = '.entry[data-id="%s"]' % entry_id.replace('"', '\\"')
        seen["verdict"] = page.evaluate("document.querySelector(%s).getAttribute('data-verdict')" % json.dumps(selector))
        seen["kinds"] = page.evaluate(
            "Array.from(document.querySelectorAll(%s + ' img.snapshot')).map(i => i.className.replace('snapshot ', ''))" % json.dumps(selector))
        seen["inspected"] = page.wait_for("TrellisReport.inspections[%s] !== undefined" % json.dumps(entry_id))
        page.evaluate("document.querySelector(%s).scrollIntoView()" % json.dumps(selector))
        box = page.evaluate(
            "(() => { const r = document.querySelector(%s + ' img.new').getBoundingClientRect();"
            " return {left: r.left, top: r.top, width: r.width}; })()" % json.dumps(selector))
        width = page.evaluate("TrellisReport.inspections[%s].width" % json.dumps(entry_id))
        scale = box["width"] / width
        point = {"x": box["left"] + x * scale, "y": box["top"] + y * scale}
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=point["x"], y=point["y"])
        page.wait_for("document.getElementById('view-panel').getAttribute('data-view') !== null", 5)
        seen["hover"] = page.evaluate(
            "(() => { const p = document.getElementById('view-panel');"
            " const h = document.querySelector(%s + ' img.new').parentNode.querySelector('.highlight');"
            " return { viewClass: (p.querySelector('.view-class') || {}).textContent,"
            "   identifier: (p.querySelector('.view-identifier') || {}).textContent,"
            "   path: (p.querySelector('.view-path') || {}).textContent,"
            "   constraints: Array.from(p.querySelectorAll('.constraint')).map(c => c.textContent),"
            "   highlightShown: h.style.display === 'block',"
            "   highlight: { left: parseFloat(h.style.left), top: parseFloat(h.style.top), width: parseFloat(h.style.width), height: parseFloat(h.style.height) },"
            "   scale: %f,"
            "   treeSelected: (document.querySelector('#tree .selected') || {}).textContent }; })()" % (json.dumps(selector), scale))
        print(json.dumps(seen))
    finally:
        page.close()


if __name__ == "__main__":
    main()
