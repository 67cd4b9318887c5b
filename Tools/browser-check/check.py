#!/usr/bin/env python3
"""Opens a compare-cli timeline page in headless Chromium, checks its DOM and takes screenshots.

    check.py PAGE [--emissions JSONL] [--diverges | --agrees] [--sections N] [--failing N]
             [--screenshot PNG] [--max-load-ms 1000]

With --emissions (the output of `compare-cli run --format json --compare emissions`), each
lane must have one mark per emission that engine reported. --diverges/--agrees say whether the
first divergence must be marked (on every lane) or absent. Selecting a mark by click and by
keyboard must show its state. Any console error or uncaught exception fails the check.
--screenshot writes PNG (light), PNG with -dark and -print before the extension.
"""

import argparse
import base64
import collections
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

PROBE = r"""
(() => {
  const sections = [];
  for (const section of document.querySelectorAll("section.scenario")) {
    const lanes = {}, divergent = {};
    for (const group of section.querySelectorAll("g.marks")) {
      lanes[group.dataset.lane] = group.querySelectorAll("circle").length;
      divergent[group.dataset.lane] = group.querySelectorAll("circle.d").length;
    }
    const result = {
      title: section.querySelector("h2").lastChild.textContent.trim(), failed: !!section.querySelector("h2 .fail"),
      lanes, divergent, line: !!section.querySelector("g.divergence"),
      lifetimes: section.querySelectorAll("svg.chart g.life").length,
      rows: section.querySelectorAll("tbody tr").length,
      fields: JSON.parse(section.querySelector("script.timeline-data").textContent).fields.length,
    };
    const group = section.querySelector("g.marks");
    if (!group || !group.lastElementChild) { sections.push(result); continue; }
    const mark = section.querySelector("g.marks circle.d") || group.lastElementChild;
    const marks = Array.from(mark.parentNode.children);
    mark.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const detail = section.querySelector(".detail");
    result.clicked = {
      index: marks.indexOf(mark), selected: marks.findIndex((m) => m.classList.contains("sel")),
      heading: detail.querySelector("h3")?.textContent ?? "",
      fieldRows: detail.querySelectorAll("table tr").length,
      cause: detail.querySelector("p:nth-of-type(2)")?.textContent ?? "",
    };
    section.querySelector(".timeline").dispatchEvent(
      new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    result.keyed = marks.findIndex((m) => m.classList.contains("sel"));
    const row = section.querySelector(".steps tbody tr:last-child");
    if (row) {
      row.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      result.rowSelected = row.classList.contains("sel") &&
        section.querySelectorAll("g.marks circle.sel").length === 1;
    }
    sections.push(result);
  }
  return JSON.stringify({ sections,
    load: performance.getEntriesByType("navigation")[0].loadEventEnd,
    bytes: document.documentElement.outerHTML.length });
})()
"""


def emission_counts(path):
    counts = collections.Counter()
    with open(path) as lines:
        for line in lines:
            record = json.loads(line)
            if record.get("kind") == "emission":
                counts[record["engine"]] += 1
    return dict(counts)


def screenshot(browser, path, media=None, scheme=None):
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    browser.call("Emulation.setEmulatedMedia", {"media": media or "", "features": features},
                 session=True)
    data = browser.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
    with open(path, "wb") as file:
        file.write(base64.b64decode(data))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--emissions")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--diverges", action="store_true")
    group.add_argument("--agrees", action="store_true")
    parser.add_argument("--sections", type=int)
    parser.add_argument("--failing", type=int)
    parser.add_argument("--screenshot")
    parser.add_argument("--max-load-ms", type=float, default=1000)
    arguments = parser.parse_args()

    executable = cdp.find_browser()
    if not executable:
        sys.exit("browser-check: no Chromium found (install chromium-headless-shell)")
    failures = []
    browser = cdp.Browser(executable)
    try:
        started = time.monotonic()
        browser.call("Page.navigate", {"url": "file://" + os.path.abspath(arguments.page)},
                     session=True)
        browser.wait_for("Page.loadEventFired")
        wall = (time.monotonic() - started) * 1000
        report = json.loads(browser.evaluate(PROBE))
        if arguments.screenshot:
            stem, extension = os.path.splitext(arguments.screenshot)
            screenshot(browser, arguments.screenshot, scheme="light")
            screenshot(browser, f"{stem}-dark{extension}", scheme="dark")
            screenshot(browser, f"{stem}-print{extension}", media="print", scheme="light")
        errors = browser.errors()
    finally:
        browser.close()

    sections = report["sections"]
    size = os.path.getsize(arguments.page)
    print(f"{arguments.page}: {size} bytes, loaded in {report['load']:.0f} ms "
          f"({wall:.0f} ms from navigation to load event)")
    if report["load"] >= arguments.max_load_ms:
        failures.append(f"load took {report['load']:.0f} ms (limit {arguments.max_load_ms:.0f})")
    if arguments.sections is not None and len(sections) != arguments.sections:
        failures.append(f"{len(sections)} scenario sections, expected {arguments.sections}")
    failed = [s["failed"] for s in sections]
    if arguments.failing is not None and sum(failed) != arguments.failing:
        failures.append(f"{sum(failed)} failing scenarios, expected {arguments.failing}")
    if failed != sorted(failed, reverse=True):
        failures.append("a passing scenario comes before a failing one")
    expected = emission_counts(arguments.emissions) if arguments.emissions else None
    for section in sections:
        name = section["title"]
        print(f"  {name}: marks {section['lanes']}, divergent {section['divergent']}, "
              f"{section['lifetimes']} lifetimes, {section['rows']} step rows")
        if "clicked" in section:
            clicked = section["clicked"]
            print(f"    clicked mark {clicked['index']}: {clicked['heading']!r}"
                  f" / {clicked['cause']!r}; ArrowLeft -> mark {section['keyed']}")
        if expected is not None and section["lanes"] != expected:
            failures.append(f"{name}: marks {section['lanes']} but emissions {expected}")
        marked = section["line"] and all(n == 1 for n in section["divergent"].values())
        if arguments.diverges and not marked:
            failures.append(f"{name}: the divergence is not marked on every lane")
        if arguments.agrees and (section["line"] or any(section["divergent"].values())):
            failures.append(f"{name}: a divergence is marked but the engines agree")
        clicked = section.get("clicked")
        if clicked is None:
            continue
        if clicked["selected"] != clicked["index"] or clicked["fieldRows"] != section["fields"]:
            failures.append(f"{name}: clicking a mark did not show its state ({clicked})")
        if clicked["index"] > 0 and section["keyed"] != clicked["index"] - 1:
            failures.append(f"{name}: ArrowLeft did not select the previous mark")
        if section.get("rowSelected") is False:
            failures.append(f"{name}: clicking a step row did not select its row and one mark")
    for error in errors:
        failures.append(f"console: {error}")
    for failure in failures:
        print(f"  FAIL {failure}")
    if not failures:
        print("  ok")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
