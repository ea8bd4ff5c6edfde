/**
 * The dashboard stylesheet, served at `/dashboard/assets/dashboard.css` (the pages' CSP allows
 * styles from this origin only). Plain CSS: system fonts, WCAG AA contrast for text and controls,
 * a visible focus ring, and layouts that reflow to one column on narrow screens.
 */
export const DASHBOARD_CSS = `
:root {
  --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --bg: #f6f8fa; --card: #fff;
  --accent: #0b57d0; --accent-ink: #fff; --ok: #116329; --ok-bg: #dafbe1; --warn: #7a4d00; --warn-bg: #fff5d6;
  --bad: #a40e26; --bad-bg: #ffebe9; --info-bg: #ddf4ff;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink); background: var(--bg); line-height: 1.45;
}
* { box-sizing: border-box; }
body { margin: 0; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--card); padding: .5rem 1rem; }
.skip:focus { left: .5rem; z-index: 10; }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding: .6rem 1.5rem;
  background: #24292f; color: #fff; }
.top a { color: #fff; text-decoration: none; padding: .35rem .6rem; border-radius: 6px; display: inline-block; }
.top a:hover { background: #3a414a; }
.top a[aria-current="page"] { background: #fff; color: #24292f; font-weight: 600; }
.brand { margin: 0; font-weight: 700; }
.brand .store { font-weight: 400; opacity: .85; margin-left: .4rem; }
.top nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem; margin: 0; padding: 0; }
.count { display: inline-block; min-width: 1.4em; padding: 0 .35em; border-radius: 999px; background: #cf222e; color: #fff;
  font-size: .8em; text-align: center; }
.signout { margin-left: auto; display: flex; gap: .6rem; align-items: center; }
.signout .who { opacity: .85; }
button.link { background: none; border: 1px solid #6e7781; color: #fff; padding: .3rem .7rem; border-radius: 6px; cursor: pointer; }
main { max-width: 80rem; margin: 0 auto; padding: 1.2rem 1.5rem 3rem; }
main.narrow { max-width: 26rem; margin-top: 8vh; background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
h1 { font-size: 1.6rem; margin: .4rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .6rem; }
h3 { font-size: 1.05rem; margin: 0; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.muted, .hint { color: var(--muted); }
.hint { font-size: .88rem; margin: .2rem 0 0; }
.notice { padding: .7rem 1rem; border-radius: 8px; margin: 0 0 1rem; border: 1px solid; }
.notice-ok { background: var(--ok-bg); border-color: #4ac26b; color: var(--ok); }
.notice-warn { background: var(--warn-bg); border-color: #d4a72c; color: var(--warn); }
.notice-error { background: var(--bad-bg); border-color: #ff8182; color: var(--bad); }
.notice ul { margin: .3rem 0 0; padding-left: 1.2rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.2rem; margin: 0 0 1rem; }
.card.pending { border-left: 5px solid var(--accent); }
.card header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: baseline; justify-content: space-between; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: .4rem 1rem; margin: .8rem 0; }
.facts div { min-width: 0; }
.facts dt { font-size: .8rem; color: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.facts dd code.op, code.op { overflow-wrap: normal; word-break: normal; }
table { border-collapse: collapse; width: 100%; background: var(--card); }
caption { text-align: left; font-weight: 600; padding: .3rem 0; }
th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .85rem; color: var(--muted); font-weight: 600; }
td code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .88rem; overflow-wrap: break-word; }
.nowrap { white-space: nowrap; }
.change td.before { color: var(--bad); }
.change td.after { color: var(--ok); font-weight: 600; }
.arrow { color: var(--muted); }
.scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; }
.actions { display: flex; flex-wrap: wrap; gap: .8rem; align-items: flex-end; margin-top: .8rem; }
.actions form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-end; margin: 0; }
label { font-weight: 600; display: block; margin-bottom: .2rem; }
input[type="text"], input[type="email"], input[type="password"], select {
  font: inherit; padding: .45rem .6rem; border: 1px solid #8c959f; border-radius: 6px; background: #fff; min-width: 14rem; max-width: 100%; }
input[aria-invalid="true"] { border-color: var(--bad); box-shadow: 0 0 0 1px var(--bad); }
.error-text { color: var(--bad); font-size: .9rem; margin: .2rem 0 0; }
button, .button { font: inherit; padding: .45rem 1rem; border-radius: 6px; border: 1px solid #8c959f; background: #fff; color: var(--ink);
  cursor: pointer; text-decoration: none; display: inline-block; }
button.primary, .button.primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 600; }
button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
button.small { padding: .2rem .6rem; font-size: .88rem; }
.field { margin: 0 0 1rem; }
.panel input[type="text"] { width: min(34rem, 100%); }
fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 1rem; padding: .6rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 .3rem; }
label.choice { font-weight: 400; display: flex; gap: .5rem; align-items: center; margin: .3rem 0; }
.checks { display: grid; grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr)); gap: .3rem .8rem; }
.checks label, label.inline { font-weight: 400; display: flex; gap: .4rem; align-items: center; margin: 0; }
.badge { display: inline-block; padding: .05rem .55rem; border-radius: 999px; font-size: .82rem; font-weight: 600; border: 1px solid; white-space: nowrap; }
.badge-requested { background: var(--info-bg); color: #0a3069; border-color: #54aeff; }
.badge-approved, .badge-active, .badge-live, .badge-on, .badge-released { background: var(--ok-bg); color: var(--ok); border-color: #4ac26b; }
.badge-rejected, .badge-failed, .badge-revoked, .badge-engaged, .badge-off { background: var(--bad-bg); color: var(--bad); border-color: #ff8182; }
.badge-expired, .badge-withdrawn, .badge-dry_run, .badge-sandbox { background: #eaeef2; color: #424a53; border-color: #afb8c1; }
.secret { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 1rem; width: 100%; padding: .6rem; border: 2px dashed var(--warn);
  background: var(--warn-bg); border-radius: 6px; overflow-wrap: anywhere; }
.filters { display: flex; flex-wrap: wrap; gap: .8rem; align-items: flex-end; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; padding: .8rem 1rem; margin: 0 0 1rem; }
.filters input[type="text"], .filters select { min-width: 9rem; }
.pager { display: flex; gap: 1rem; margin: .8rem 0; align-items: center; }
table.audit { table-layout: fixed; }
table.audit td { font-size: .85rem; overflow: hidden; }
table.audit .cut { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
table.audit .cut.inline { display: inline-block; max-width: 100%; vertical-align: bottom; }
table.audit col.c-time { width: 11%; } table.audit col.c-surface { width: 7%; } table.audit col.c-request { width: 24%; }
table.audit col.c-operation { width: 15%; } table.audit col.c-status { width: 12%; } table.audit col.c-credential { width: 16%; }
table.audit col.c-subject { width: 15%; }
.table-frame { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; }
.scope { margin: 0 0 .6rem; }
.small-link { font-size: .85rem; font-weight: 400; }
td.wrap { overflow-wrap: anywhere; }
.switcher { position: relative; }
.switcher summary { cursor: pointer; padding: .35rem .6rem; border: 1px solid #6e7781; border-radius: 6px; list-style-position: inside; }
.switcher[open] summary { background: #3a414a; }
.switcher ul { position: absolute; z-index: 5; top: calc(100% + .3rem); left: 0; min-width: 20rem; margin: 0; padding: .3rem; list-style: none;
  background: var(--card); border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 6px 18px rgba(0,0,0,.18); }
.switcher ul a { color: var(--ink); display: block; padding: .4rem .6rem; }
.switcher ul a:hover { background: var(--bg); }
.switcher ul a[aria-current="true"] { font-weight: 600; background: var(--info-bg); }
.top .badge-live, .top .badge-sandbox { margin-left: .3rem; }
.sandbox-banner { margin: 0; padding: .5rem 1.5rem; background: var(--warn-bg); color: var(--warn); border-bottom: 1px solid #d4a72c; }
.panel > h2:first-child { margin-top: 0; }
.panel { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.2rem; margin: 0 0 1.2rem; }
.state { font-size: 1.1rem; margin: .2rem 0 .8rem; }
.badge-succeeded { background: var(--ok-bg); color: var(--ok); border-color: #4ac26b; }
.badge-pending { background: var(--info-bg); color: #0a3069; border-color: #54aeff; }
.badge-disabled, .badge-unsubscribed { background: var(--warn-bg); color: var(--warn); border-color: #d4a72c; }
.badge-cancelled { background: #eaeef2; color: #424a53; border-color: #afb8c1; }
.tabs { display: flex; flex-wrap: wrap; gap: .3rem; list-style: none; margin: 0 0 1rem; padding: 0; border-bottom: 1px solid var(--line); }
.tabs a { display: inline-block; padding: .4rem .8rem; text-decoration: none; border-radius: 6px 6px 0 0; }
.tabs a[aria-current="page"] { background: var(--card); border: 1px solid var(--line); border-bottom-color: var(--card); margin-bottom: -1px; font-weight: 600; color: var(--ink); }
tr.selected { background: var(--info-bg); }
@media (max-width: 40rem) { .top { padding: .6rem 1rem; } main { padding: 1rem; } .signout { margin-left: 0; } }
`;
