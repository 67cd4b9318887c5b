extension TimelinePage {
  /// The page's script: selecting a mark (click, arrow keys, or a step's link) shows the
  /// emission's state with its changed fields highlighted, its cause, and its step.
  ///
  /// It only reads the section's JSON and the drawn marks; the picture is complete without it.
  static let script = #"""
    "use strict";
    (() => {
      const ordinal = (n) => {
        const s = ["th", "st", "nd", "rd"], v = n % 100;
        return n + (s[(v - 20) % 10] || s[v] || s[0]);
      };
      const make = (tag, className, text) => {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      };
      for (const section of document.querySelectorAll("section.scenario")) setUp(section);

      function setUp(section) {
        const data = JSON.parse(section.querySelector("script.timeline-data").textContent);
        const strings = data.strings;
        for (const lane of data.lanes) {
          lane.t = sums(lane.dt);
          lane.step = sums(lane.ds);
        }
        const timeline = section.querySelector(".timeline");
        const scroller = section.querySelector(".scroll");
        const groups = Array.from(section.querySelectorAll("g.marks"));
        const detail = section.querySelector(".detail");
        const rows = new Map();
        for (const row of section.querySelectorAll("tbody tr")) {
          rows.set(stepOf(row), row);
        }
        let current = null;

        function select(laneIndex, index, reveal, stepRow) {
          const lane = data.lanes[laneIndex], marks = groups[laneIndex].children;
          if (!lane || index < 0 || index >= lane.t.length) return;
          if (current) {
            current.mark.classList.remove("sel");
            if (current.row) current.row.classList.remove("sel");
          }
          const mark = marks[index], row = stepRow || rows.get(lane.step[index]);
          mark.classList.add("sel");
          if (row) row.classList.add("sel");
          current = { lane: laneIndex, index, mark, row };
          show(lane, index);
          if (reveal) {
            const x = mark.cx.baseVal.value, left = scroller.scrollLeft;
            if (x < left + 24 || x > left + scroller.clientWidth - 24) {
              scroller.scrollLeft = x - scroller.clientWidth / 2;
            }
            if (row) {
              const wrap = row.closest(".steps-wrap");
              const top = row.getBoundingClientRect().top - wrap.getBoundingClientRect().top +
                wrap.scrollTop;
              if (top < wrap.scrollTop + 24 || top > wrap.scrollTop + wrap.clientHeight - 24) {
                wrap.scrollTop = top - wrap.clientHeight / 2;
              }
            }
          }
        }

        function show(lane, index) {
          const t = lane.t[index];
          let first = index, count = 1;
          while (first > 0 && lane.t[first - 1] === t) first--;
          while (first + count < lane.t.length && lane.t[first + count] === t) count++;
          const state = lane.state[index], before = index > 0 ? lane.state[index - 1] : null;
          const heading = make("h3", null, lane.name + " · emission " + (index + 1) + " of " +
            lane.t.length + " · " + t + "ms");
          if (count > 1) {
            heading.append(" ", make("span", "tag",
              "(" + ordinal(index - first + 1) + " of " + count + " at this instant)"));
          }
          const step = lane.step[index];
          const own = rows.get(step), directive = own ? own.children[3].textContent : "";
          const where = make("p", null, step === 0 ? "initial state" :
            "step " + step + (directive ? " · " + directive : ""));
          const cause = make("p");
          cause.append("cause: ");
          cause.append(lane.cause[index] < 0 ? "none (initial state)" :
            make("code", null, strings[lane.cause[index]]));
          const table = make("table");
          const changed = [];
          data.fields.forEach((field, f) => {
            const tr = make("tr");
            const isChanged = before !== null && before[f] !== state[f];
            if (isChanged) {
              tr.className = "chg";
              changed.push(field);
            }
            tr.append(make("th", null, field));
            const td = make("td");
            td.append(isChanged ? make("mark", null, strings[state[f]]) : strings[state[f]]);
            if (isChanged) td.append(make("span", "tag", "  was " + strings[before[f]]));
            tr.append(td);
            table.append(tr);
          });
          const summary = make("p", "tag", before === null ? "the first state" :
            changed.length ? "changed: " + changed.join(", ") : "no field changed");
          detail.replaceChildren(heading, where, cause, table, summary);
        }

        timeline.addEventListener("click", (event) => {
          const mark = event.target.closest("circle");
          if (!mark || !mark.parentNode.matches("g.marks")) return;
          const lane = groups.indexOf(mark.parentNode);
          select(lane, Array.prototype.indexOf.call(mark.parentNode.children, mark), false);
          timeline.focus({ preventScroll: true });
        });

        timeline.addEventListener("keydown", (event) => {
          if (!current) {
            if (!event.key.startsWith("Arrow") && event.key !== "Home") return;
            event.preventDefault();
            select(0, 0, true);
            return;
          }
          const lane = data.lanes[current.lane];
          let target = null;
          switch (event.key) {
            case "ArrowRight": target = [current.lane, current.index + 1]; break;
            case "ArrowLeft": target = [current.lane, current.index - 1]; break;
            case "Home": target = [current.lane, 0]; break;
            case "End": target = [current.lane, lane.t.length - 1]; break;
            case "ArrowUp": case "ArrowDown": {
              const next = current.lane + (event.key === "ArrowUp" ? -1 : 1);
              if (next < 0 || next >= data.lanes.length) return;
              target = [next, nearest(data.lanes[next], lane.t[current.index])];
              break;
            }
            default: return;
          }
          event.preventDefault();
          select(target[0], target[1], true);
        });

        const steps = section.querySelector(".steps-wrap");
        const rowList = Array.from(rows.values());
        steps?.addEventListener("click", (event) => {
          const row = event.target.closest("tbody tr");
          if (row) selectRow(row);
        });
        steps?.addEventListener("keydown", (event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          const at = current && current.row ? rowList.indexOf(current.row) : -1;
          const next = at < 0 ? 0 : at + (event.key === "ArrowDown" ? 1 : -1);
          if (next >= 0 && next < rowList.length) selectRow(rowList[next]);
        });

        /// Selects the state a step left: its first emission, or the one before it.
        function selectRow(row) {
          const step = stepOf(row), first = current ? current.lane : 0;
          const order = [first, ...data.lanes.keys()];
          for (const l of order) {
            const index = atStep(data.lanes[l], step);
            if (index >= 0) { select(l, index, true, row); return; }
          }
        }

        function stepOf(row) {
          return Number(row.id.slice(row.id.lastIndexOf("-s") + 2));
        }

        function sums(deltas) {
          let total = 0;
          return deltas.map((delta) => (total += delta));
        }

        function nearest(lane, t) {
          let low = 0, high = lane.t.length;
          while (low < high) {
            const mid = (low + high) >> 1;
            if (lane.t[mid] < t) low = mid + 1; else high = mid;
          }
          return Math.min(low, lane.t.length - 1);
        }

        function atStep(lane, step) {
          let low = 0, high = lane.step.length;
          while (low < high) {
            const mid = (low + high) >> 1;
            if (lane.step[mid] < step) low = mid + 1; else high = mid;
          }
          if (low < lane.step.length && lane.step[low] === step) return low;
          return low - 1;
        }
      }
    })();

    """#
}
