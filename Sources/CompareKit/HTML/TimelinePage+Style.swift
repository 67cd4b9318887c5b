extension TimelinePage {
  /// The page's style sheet: light by default, dark when the reader prefers it, plain on paper.
  static let styleSheet = """
    :root{--bg:#fff;--fg:#1f2328;--muted:#59636e;--rule:#d1d9e0;--band:#f6f8fa;\
    --open:rgba(154,103,0,.10);--l0:#0969da;--l1:#bc4c00;--l2:#1a7f37;--l3:#8250df;\
    --bad:#cf222e;--bad-bg:#ffebe9;--ok:#1a7f37;--chg:#fff8c5;--sel:#1f2328;\
    --fin:#4c8bf5;--can:#d1242f;--run:#9a6700;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;\
    --rule:#3d444d;--band:#151b23;--open:rgba(210,153,34,.14);--l0:#4493f8;--l1:#f0883e;\
    --l2:#3fb950;--l3:#ab7df8;--bad:#f85149;--bad-bg:#3c1618;--ok:#3fb950;--chg:#3b2e00;\
    --sel:#f0f6fc;--fin:#4493f8;--can:#f85149;--run:#d29922}}
    *{box-sizing:border-box}
    body{margin:0;padding:16px 24px 48px;background:var(--bg);color:var(--fg);\
    font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
    h1{font-size:20px;margin:0 0 8px}h2{font-size:17px;margin:24px 0 4px}
    code,.steps,.detail table,.chart text{font-family:ui-monospace,SFMono-Regular,Menlo,\
    Consolas,monospace}
    nav ol{margin:4px 0;padding-left:20px}nav a{color:inherit}
    .meta,.verdict{margin:2px 0;color:var(--muted)}
    .badge{display:inline-block;padding:0 6px;border-radius:4px;font-size:12px;font-weight:600;\
    color:#fff;vertical-align:1px}.badge.pass{background:var(--ok)}.badge.fail{background:var(--bad)}
    .divergence-note{margin:4px 0;padding:4px 8px;border-left:3px solid var(--bad);\
    background:var(--bad-bg)}
    .timeline{display:grid;grid-template-columns:max-content minmax(0,1fr);margin-top:10px;\
    border:1px solid var(--rule);border-radius:6px;background:var(--band)}
    .timeline:focus-visible{outline:2px solid var(--l0);outline-offset:2px}
    .names{position:relative;min-width:92px;border-right:1px solid var(--rule)}
    .name{position:absolute;left:8px;right:8px;font-weight:600;font-size:13px}
    .l0{color:var(--l0)}.l1{color:var(--l1)}.l2{color:var(--l2)}.l3{color:var(--l3)}
    .scroll{overflow-x:auto}
    .chart{display:block}
    .chart text{font-size:10px;fill:var(--muted)}.chart .lname{display:none;font-weight:600;fill:currentColor}
    .axis .rule,.axis .major,.axis .minor{stroke:var(--muted);fill:none}
    .axis .minor{stroke:var(--rule)}
    .open rect{fill:var(--open)}.chart .open text{fill:var(--run)}\
    .chart .open .slot{text-anchor:middle;font-size:9px}
    .lane .base{stroke:var(--rule)}
    .bracket{fill:none;stroke:var(--muted)}
    .marks circle{r:5px;fill:currentColor;stroke:var(--bg);stroke-width:1.5px;cursor:pointer}
    .marks circle.s{fill:var(--bg);stroke:currentColor}
    .marks circle.d,.lg.d{fill:var(--bad);stroke:var(--bad);stroke-width:3px}
    .marks circle.sel{r:7px;stroke:var(--sel);stroke-width:2.5px}
    .lg{fill:var(--l0)}.lg.s{fill:none;stroke:var(--l0);stroke-width:1.5px}
    .lives rect{rx:2px;height:9px}
    .lives .f rect{fill:var(--fin);fill-opacity:.35;stroke:var(--fin)}
    .lives .c rect{fill:var(--can);fill-opacity:.25;stroke:var(--can)}
    .lives .r rect{fill:var(--run);fill-opacity:.25;stroke:var(--run);stroke-dasharray:4 2}
    .lives path{stroke:var(--fg);stroke-width:2px}.lives .cut{stroke:var(--can);stroke-width:1.5px}
    .chart .lives text{font-size:8.5px;fill:var(--fg)}
    .divergence path{stroke:var(--bad);stroke-width:1.5px;stroke-dasharray:5 3}
    .chart .divergence text{fill:var(--bad);font-weight:600}
    .legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:6px 0;\
    color:var(--muted);font-size:12px}.legend svg{vertical-align:-2px;margin-right:4px}
    .detail{margin:8px 0;padding:8px 12px;border:1px solid var(--rule);border-radius:6px;\
    min-height:3em}
    .detail .hint{margin:0;color:var(--muted)}.detail h3{margin:0 0 4px;font-size:14px}
    .detail p{margin:2px 0}.detail table{border-collapse:collapse;margin-top:4px}
    .detail th,.detail td{text-align:left;padding:1px 12px 1px 0;vertical-align:top}
    .detail tr.chg td,.detail tr.chg th{background:var(--chg)}
    .detail mark{background:none;color:inherit;font-weight:700;text-decoration:underline 2px}
    .detail .tag{font-size:11px;color:var(--muted);font-weight:normal}
    .steps-wrap{max-height:420px;overflow:auto;border:1px solid var(--rule);border-radius:6px;\
    margin-top:8px}
    .steps{border-collapse:collapse;width:100%;table-layout:fixed;font-size:12.5px}
    .steps.head{position:sticky;top:0;z-index:1;background:var(--band)}
    .chunk{content-visibility:auto}
    .c-step{width:8ch}.c-line{width:7ch}.c-time{width:10ch}.c-dir{width:26ch}
    .steps-title{font-size:13px;margin:0;padding:6px 8px}
    .steps td[colspan]{text-align:center}
    .steps th{text-align:left;font-weight:600}
    .steps th,.steps td{padding:2px 8px;border-bottom:1px solid var(--rule);\
    overflow-wrap:anywhere;vertical-align:top}
    .steps td:nth-child(-n+3){text-align:right;color:var(--muted)}
    .steps tbody tr{cursor:pointer}.steps-wrap:focus-visible{outline:2px solid var(--l0)}
    .steps tr.x td{background:var(--bad-bg)}.steps tr.f td{background:var(--bad-bg);color:var(--bad)}
    .steps tr.sel td,.steps tr:target td{outline:2px solid var(--sel);outline-offset:-2px}
    .ok{color:var(--ok)}.no{color:var(--bad);font-weight:700}
    @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--rule:#bbb;--band:#fff;--chg:#ffe58f;\
    color-scheme:light}body{padding:0;font-size:11px}\
    .timeline{display:block;break-inside:avoid}.names{display:none}.chart .lname{display:inline}\
    .scroll{overflow:visible}.chart{width:100%;height:auto}\
    .detail{display:none}\
    .steps-wrap{max-height:none;overflow:visible;border:0}.steps.head{position:static}\
    .chunk{content-visibility:visible}\
    .timeline:focus-visible{outline:none}\
    *{print-color-adjust:exact;-webkit-print-color-adjust:exact}a{text-decoration:none}}

    """
}
