#!/usr/bin/env python3
"""Takes the README's picture of a timeline page: the first scenario from its heading to the
detail panel, with a mark selected (by default the last lane's first divergent mark).

    screenshot.py PAGE OUT.png [--width 1100] [--lane N] [--scheme light|dark]
"""

import argparse
import base64
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

SELECT = r"""
((laneIndex) => {
  const section = document.querySelector("section.scenario");
  const lanes = section.querySelectorAll("g.marks");
  const lane = lanes[laneIndex < 0 ? lanes.length + laneIndex : laneIndex];
  const mark = lane.querySelector("circle.d") || lane.lastElementChild;
  mark.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  document.activeElement.blur();
  const top = section.querySelector("h2").getBoundingClientRect().top - 12;
  const bottom = section.querySelector(".detail").getBoundingClientRect().bottom + 12;
  return JSON.stringify({ top: top + scrollY, height: bottom - top,
                          width: document.documentElement.clientWidth });
})
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=1100)
    parser.add_argument("--lane", type=int, default=-1)
    parser.add_argument("--scheme", default="light")
    arguments = parser.parse_args()
    executable = cdp.find_browser()
    if not executable:
        sys.exit("screenshot: no Chromium found (install chromium-headless-shell)")
    browser = cdp.Browser(executable, width=arguments.width, height=1200)
    try:
        browser.call("Emulation.setEmulatedMedia",
                     {"features": [{"name": "prefers-color-scheme", "value": arguments.scheme}]},
                     session=True)
        browser.call("Page.navigate", {"url": "file://" + os.path.abspath(arguments.page)},
                     session=True)
        browser.wait_for("Page.loadEventFired")
        box = json.loads(browser.evaluate(f"{SELECT}({arguments.lane})"))
        clip = {"x": 0, "y": box["top"], "width": box["width"], "height": box["height"],
                "scale": 1}
        data = browser.call("Page.captureScreenshot",
                            {"format": "png", "clip": clip, "captureBeyondViewport": True},
                            session=True)["data"]
        errors = browser.errors()
    finally:
        browser.close()
    with open(arguments.out, "wb") as file:
        file.write(base64.b64decode(data))
    if errors:
        sys.exit("screenshot: the page logged errors: " + "; ".join(errors))
    print(f"{arguments.out}: {box['width']}x{box['height']:.0f}")


if __name__ == "__main__":
    main()
