import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
/// The HTML report's own look and behaviour: a palette for light and dark, the stylesheet and
/// the filter script, all inlined so the page needs no network. Colors live in one palette so
/// that a test can check every text/background pair the stylesheet uses against WCAG AA (4.5:1).
package enum HTMLStyle {
    /// CSS custom properties for light mode (and print).
    package static let light: [(name: String, hex: String)] = [
        ("--bg", "#ffffff"), ("--fg", "#1f2328"), ("--muted", "#59636e"), ("--surface", "#f6f8fa"),
        ("--border", "#8c959f"), ("--link", "#0757b8"), ("--code", "#eff2f5"),
        ("--error-fg", "#a0111f"), ("--error-bg", "#ffebe9"), ("--warning-fg", "#6c4a00"), ("--warning-bg", "#fff8c5"),
        ("--info-fg", "#0a3069"), ("--info-bg", "#ddf4ff"), ("--ok-fg", "#116329"), ("--ok-bg", "#dafbe1"),
        ("--cp-fg", "#6f2da8"), ("--cp-bg", "#f5ebff"), ("--accent-fg", "#ffffff"), ("--accent-bg", "#0757b8"),
    ]

    /// The same properties under `prefers-color-scheme: dark`.
    package static let dark: [(name: String, hex: String)] = [
        ("--bg", "#0d1117"), ("--fg", "#e6edf3"), ("--muted", "#9da7b3"), ("--surface", "#151b23"),
        ("--border", "#656c76"), ("--link", "#6cb6ff"), ("--code", "#1f2630"),
        ("--error-fg", "#ffaba8"), ("--error-bg", "#3d1114"), ("--warning-fg", "#f2cc60"), ("--warning-bg", "#2e2300"),
        ("--info-fg", "#a5d6ff"), ("--info-bg", "#0c2d5b"), ("--ok-fg", "#7ee2a8"), ("--ok-bg", "#0f2e1d"),
        ("--cp-fg", "#e2c5ff"), ("--cp-bg", "#2f1b47"), ("--accent-fg", "#0d1117"), ("--accent-bg", "#6cb6ff"),
    ]

    /// Text drawn on a background it inherits rather than declares in the same rule (body text on
    /// the page, muted text in cards, links in code). Rules that set both are found by the test.
    package static let inheritedTextPairs: [(foreground: String, background: String)] = [
        ("--fg", "--bg"), ("--muted", "--bg"), ("--link", "--bg"), ("--fg", "--surface"), ("--muted", "--surface"),
        ("--link", "--surface"), ("--fg", "--code"), ("--muted", "--code"), ("--link", "--code"),
    ]

    package static var stylesheet: String {
        let lightVariables = light.map { "\($0.name):\($0.hex);" }.joined()
        let darkVariables = dark.map { "\($0.name):\($0.hex);" }.joined()
        return ":root{color-scheme:light dark;\(lightVariables)}\n"
            + "@media (prefers-color-scheme:dark){:root{\(darkVariables)}}\n"
            + "@media print{:root{\(lightVariables)}}\n"
            + rules
    }

    private static let rules = """
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    html{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
    body{margin:0;color:var(--fg);background:var(--bg)}
    a{color:var(--link)}
    a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--link);outline-offset:2px}
    code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.92em}
    bdi,code,td,th,dd{unicode-bidi:isolate}
    .skip{position:absolute;left:-999px}
    .skip:focus{left:8px;top:8px;padding:6px 10px;color:var(--accent-fg);background:var(--accent-bg);z-index:2}
    header.top{padding:18px 24px;border-bottom:1px solid var(--border);color:var(--fg);background:var(--surface)}
    header.top h1{margin:0 0 4px;font-size:1.5rem}
    header.top p{margin:0;color:var(--muted)}
    header.top .verdict{float:right;margin:0}
    nav.toc{padding:8px 24px;border-bottom:1px solid var(--border);position:sticky;top:0;z-index:1;color:var(--fg);background:var(--bg)}
    nav.toc ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 18px}
    main{padding:8px 24px 48px;max-width:1400px}
    h2{margin:32px 0 10px;padding-bottom:4px;border-bottom:1px solid var(--border);font-size:1.3rem}
    h3{margin:24px 0 8px;font-size:1.1rem}
    h4{margin:0 0 8px;font-size:1rem}
    table{border-collapse:collapse;margin:8px 0 16px}
    caption{text-align:left;padding:0 0 4px}
    th,td{border:1px solid var(--border);padding:4px 8px;text-align:left;vertical-align:top}
    thead th{color:var(--fg);background:var(--surface)}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
    .scroll{overflow:auto;max-width:100%}
    .verdict{display:inline-block;padding:6px 14px;border-radius:6px;font-weight:700;font-size:1.1rem;margin:4px 0 12px}
    .verdict.fail{color:var(--error-fg);background:var(--error-bg)}
    .verdict.pass{color:var(--ok-fg);background:var(--ok-bg)}
    .sev{display:inline-block;min-width:5.2em;padding:0 6px;border-radius:4px;font-size:.8rem;font-weight:700;text-align:center;text-transform:uppercase}
    .sev-error{color:var(--error-fg);background:var(--error-bg)}
    .sev-warning{color:var(--warning-fg);background:var(--warning-bg)}
    .sev-note{color:var(--info-fg);background:var(--info-bg)}
    .sev-count{padding:0 4px;border-radius:4px;white-space:nowrap}
    .cp{display:inline-block;margin:0 1px;padding:0 3px;border-radius:3px;font-size:.78em;font-family:ui-monospace,monospace;color:var(--cp-fg);background:var(--cp-bg)}
    dl.facts{display:grid;grid-template-columns:fit-content(16em) minmax(0,1fr);gap:2px 12px;margin:6px 0 0}
    dl.facts dt{color:var(--muted);font-weight:600;overflow-wrap:anywhere}
    dl.facts dd{margin:0;overflow-wrap:anywhere}
    .text{display:inline-block;padding:1px 6px;border-radius:4px;white-space:pre-wrap;color:var(--fg);background:var(--code)}
    details.rule{margin:10px 0;border:1px solid var(--border);border-radius:8px;color:var(--fg);background:var(--bg)}
    details.rule>summary{cursor:pointer;padding:8px 12px;border-radius:8px;color:var(--fg);background:var(--surface)}
    .rule-body{padding:4px 14px 10px}
    .rule-body>p{margin:6px 0}
    .rule-page>summary{cursor:pointer;color:var(--muted)}
    .rule-page-text{white-space:pre-wrap;font-size:.85em;max-height:32em;overflow:auto}
    ol.findings{list-style:none;margin:0;padding:0}
    li.finding{padding:10px 0;border-top:1px solid var(--border)}
    @media (min-width:1000px){li.finding dl.facts{grid-template-columns:fit-content(12em) minmax(0,1fr) fit-content(12em) minmax(0,1fr)}}
    .finding-head{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
    .finding-head .msg{flex:1 1 20em;overflow-wrap:anywhere}
    a.anchor{text-decoration:none;color:var(--link)}
    a.anchor.solo{float:right}
    .muted,.count{color:var(--muted)}
    .note{padding:6px 10px;border-radius:6px;color:var(--info-fg);background:var(--info-bg)}
    .filters{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:flex-end;padding:10px 12px;margin:8px 0;border:1px solid var(--border);border-radius:8px;color:var(--fg);background:var(--surface)}
    .filters label{display:flex;flex-direction:column;font-size:.85rem;font-weight:600}
    .filters select,.filters input{font:inherit;font-weight:400;padding:3px 6px;max-width:16em;border:1px solid var(--border);border-radius:4px;color:var(--fg);background:var(--bg)}
    .filters p{margin:0;flex-basis:100%;color:var(--muted)}
    button{font:inherit;padding:4px 12px;border:1px solid var(--accent-bg);border-radius:6px;cursor:pointer;color:var(--accent-fg);background:var(--accent-bg)}
    .matrix-box{max-height:70vh;overflow:auto;margin:6px 0 12px;border:1px solid var(--border)}
    table.matrix{font-size:.8rem;line-height:1.3;margin:0;border-collapse:separate;border-spacing:0}
    table.matrix th,table.matrix td{padding:1px 4px;border-width:0 1px 1px 0}
    table.matrix thead th{position:sticky;top:0;z-index:2;color:var(--fg);background:var(--surface)}
    table.matrix th.key{position:sticky;left:0;z-index:1;width:22em;min-width:16em;max-width:30em;font-weight:400;overflow-wrap:anywhere;color:var(--fg);background:var(--bg)}
    table.matrix thead th.key{z-index:3;color:var(--fg);background:var(--surface)}
    table.matrix td.source{max-width:10em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:var(--muted);background:var(--bg)}
    table.matrix td[class^=st-]{text-align:center;width:1.6em;min-width:1.6em;padding:1px 0}
    .table-name{font-size:.85em;color:var(--muted)}
    .table-name::after{content:" ·"}
    th.vertical{vertical-align:bottom;padding:4px 1px;line-height:1.1;text-align:center}
    th.vertical span{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap}
    details.page>summary,details.more>summary,details.passing>summary{cursor:pointer;padding:4px 2px;font-weight:600;color:var(--link)}
    table.compact th,table.compact td{padding:2px 8px}
    td.zero{color:var(--muted)}
    .glance{display:grid;grid-template-columns:repeat(auto-fit,minmax(330px,1fr));gap:14px;align-items:start;margin:8px 0 12px}
    .panel{padding:8px 12px;border:1px solid var(--border);border-radius:8px;color:var(--fg);background:var(--bg)}
    .panel h3{margin:0 0 6px;font-size:1rem}
    .panel table{margin:0;width:100%}
    .panel p{margin:6px 0 0}
    #glance-rules th{font-weight:400}
    ol.worst{list-style:none;margin:0;padding:0}
    ol.worst li{display:flex;gap:10px;align-items:center;margin:0 0 6px;line-height:1.3}
    .aa{display:inline-block;min-width:2.8em;padding:3px 6px;border:1px solid var(--border);border-radius:4px;font-weight:700;text-align:center}
    dl.facts.run{display:flex;flex-wrap:wrap;gap:2px 6px;margin:0;font-size:.88rem}
    dl.facts.run dd{margin-right:16px}
    ul.palette{list-style:none;margin:8px 0 16px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:8px}
    ul.palette>li{padding:6px 8px;border:1px solid var(--border);border-radius:8px;color:var(--fg);background:var(--bg)}
    .tones{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:4px}
    .tone{font-size:.8rem;min-width:0}
    .tone-name{font-weight:600}
    .chip{display:block;height:30px;margin-bottom:2px;border:1px solid var(--border);border-radius:4px}
    .chain{display:block;font-size:.74rem;overflow-wrap:anywhere;color:var(--muted)}
    details.card{border-top:1px solid var(--border)}
    details.card>summary{cursor:pointer;padding:5px 2px}
    details.card>ol.findings{margin:0 0 6px 1.4em}
    .where{color:var(--muted)}
    details.more{margin:4px 0}
    .st-ok{color:var(--ok-fg);background:var(--ok-bg)}
    .st-missing,.st-error{color:var(--error-fg);background:var(--error-bg)}
    .st-empty,.st-warning{color:var(--warning-fg);background:var(--warning-bg)}
    .st-identical{color:var(--info-fg);background:var(--info-bg)}
    .bar{display:inline-block;width:120px;height:.8em;border:1px solid var(--border);vertical-align:middle;background:var(--bg)}
    .bar>span{display:block;height:100%;background:var(--ok-fg)}
    .pairs{display:grid;gap:14px}
    article.pair{border:1px solid var(--border);border-radius:8px;padding:10px 12px;color:var(--fg);background:var(--bg)}
    article.pair.fail{border-left:6px solid var(--error-fg)}
    .sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:14px}
    .side h5{margin:0 0 6px;font-size:.95rem}
    .sample{padding:4px 12px;border-radius:6px;border:1px solid var(--border)}
    .sample .normal{font-size:16px}
    .sample .large{font-size:24px;margin-left:12px}
    .side h5 .needs{font-weight:400;color:var(--muted)}
    .side dl.facts{margin-top:4px;font-size:.9rem}
    .side .chain{font-size:.8rem;color:var(--muted)}
    .swatch{display:inline-block;width:1.1em;height:1.1em;border:1px solid var(--border);border-radius:3px;vertical-align:-.2em;margin-right:4px}
    .swatch.large{display:block;width:4.5em;height:2em;margin:0 0 2px}
    .fixsample{display:inline-block;padding:2px 8px;border-radius:4px;border:1px solid var(--border)}
    .lvl-fail{color:var(--error-fg);background:var(--error-bg)}
    .lvl-large{color:var(--warning-fg);background:var(--warning-bg)}
    .lvl-aa{color:var(--info-fg);background:var(--info-bg)}
    .lvl-aaa{color:var(--ok-fg);background:var(--ok-bg)}
    .lvl-exempt{color:var(--muted);background:var(--surface)}
    table.heat{font-size:.78rem}
    table.heat td{text-align:center;white-space:nowrap;padding:2px 3px;min-width:3.3em}
    table.heat th[scope=row]{white-space:nowrap;font-weight:600;padding:2px 6px}
    table.heat th.corner{vertical-align:bottom;font-size:.72rem}
    .usage{float:right;margin-left:10px;font-weight:400;font-size:.7rem;line-height:1.7;color:var(--muted)}
    td.declared{outline:2px solid var(--fg);outline-offset:-3px;font-weight:700}
    td.declared a{color:inherit}
    .declared-key{padding:0 3px;outline:2px solid var(--fg);outline-offset:-1px}
    td.clip{color:var(--error-fg);background:var(--error-bg);font-weight:700;white-space:nowrap}
    footer{padding:16px 24px;border-top:1px solid var(--border);color:var(--muted);background:var(--bg)}
    @media print{
    nav.toc,.filters,button,.skip{display:none!important}
    body{font-size:11pt}
    details.rule>summary,article.pair,li.finding,tr{break-inside:avoid}
    h2,h3,h4{break-after:avoid}
    .sev,.verdict,.cp,[class^=st-],[class^=lvl-],td.clip,.sample,.fixsample,.swatch,.chip,.aa,.bar>span{-webkit-print-color-adjust:exact;print-color-adjust:exact}
    a{text-decoration:none}
    main{max-width:none}
    }
    """

    /// Filters, expand/collapse and print behaviour. The page works without it: the filter bar
    /// stays hidden, the first rule groups are open and every other one is a closed `<details>`
    /// (which Chromium's find-in-page opens on a match).
    package static let script = """
    (function () {
      'use strict';
      var bar = document.getElementById('filters');
      if (!bar) { return; }
      bar.hidden = false;
      var byId = function (id) { return document.getElementById(id); };
      var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
      var severity = byId('f-severity'), area = byId('f-area'), rule = byId('f-rule');
      var locale = byId('f-locale'), search = byId('f-search'), status = byId('f-status');
      // The cards' findings and the index rows of the findings no card shows: every finding.
      var items = all('li.finding, tr.ix');
      var index = byId('finding-index');
      var groups = all('details.rule'), cards = all('details.card'), more = all('#findings details.more');
      var areas = all('section.area');
      var folding = groups.concat(cards, more);
      var initial = folding.map(function (node) { return node.open; });
      var shownWhenMatched = 200;
      function apply() {
        var s = severity.value, a = area.value, r = rule.value, l = locale.value;
        var q = search.value.trim().toLowerCase();
        var active = !!(s || a || r || l || q);
        var shown = 0;
        folding.forEach(function (node, position) { node.open = initial[position]; });
        items.forEach(function (item) {
          var d = item.dataset;
          // A card's finding carries its rule, area and search text; an index row has its rule
          // and area on its group and is searched by its cells and its group's rule.
          var g = d.rule === undefined ? item.parentElement.dataset : d;
          var text = d.search !== undefined ? d.search : g.rule + ' ' + (item.textContent || '');
          var match = (!s || d.severity === s) && (!a || g.area === a) && (!r || g.rule === r) &&
            (!l || d.locale === l) && (!q || text.toLowerCase().indexOf(q) !== -1);
          item.hidden = !match;
          if (!match) { return; }
          shown += 1;
          // A match inside closed groups is opened, so the filter finds what is folded away.
          if (active && shown <= shownWhenMatched) {
            for (var node = item.parentElement; node && node.id !== 'findings'; node = node.parentElement) {
              if (node.tagName === 'DETAILS') { node.open = true; }
            }
          }
        });
        cards.forEach(function (card) { card.hidden = !card.querySelector('li.finding:not([hidden])'); });
        more.forEach(function (node) { node.hidden = !node.querySelector('details.card:not([hidden])'); });
        groups.forEach(function (group) { group.hidden = !group.querySelector('li.finding:not([hidden])'); });
        areas.forEach(function (section) { section.hidden = !section.querySelector('details.rule:not([hidden])'); });
        var indexed = index ? index.querySelectorAll('tr.ix:not([hidden])').length : 0;
        if (index) {
          index.hidden = indexed === 0;
          all('#finding-index tbody').forEach(function (group) { group.hidden = !group.querySelector('tr.ix:not([hidden])'); });
        }
        var total = Number(bar.dataset.total || items.length);
        var unlisted = index ? Number(index.dataset.unlisted || 0) : 0;
        status.textContent = shown + ' of ' + items.length + ' findings shown' +
          (indexed ? ' (' + indexed + ' of them as rows of the index at the end, whole in the JSON report)' : '') +
          (active && shown > shownWhenMatched ? '; the first ' + shownWhenMatched + ' opened' : '') +
          (unlisted ? '; ' + unlisted + ' more of the ' + total + ' are only in the JSON report (not searched)' : '');
      }
      [severity, area, rule, locale].forEach(function (control) { control.addEventListener('change', apply); });
      search.addEventListener('input', apply);
      byId('f-reset').addEventListener('click', function () {
        severity.value = ''; area.value = ''; rule.value = ''; locale.value = ''; search.value = '';
        apply();
      });
      function setOpen(open) { folding.forEach(function (node) { node.open = open; }); }
      byId('f-expand').addEventListener('click', function () { setOpen(true); });
      byId('f-collapse').addEventListener('click', function () { setOpen(false); });
      window.addEventListener('beforeprint', function () { setOpen(true); });
      function reveal() {
        var id;
        try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
        var target = id ? document.getElementById(id) : null;
        if (!target) { return; }
        for (var node = target; node; node = node.parentElement) {
          if (node.tagName === 'DETAILS') { node.open = true; }
          if (node.hidden) { node.hidden = false; }
        }
        target.scrollIntoView();
      }
      window.addEventListener('hashchange', reveal);
      apply();
      reveal();
      document.documentElement.setAttribute('data-enhanced', 'true');
    })();
    """
}
