// Writes visual/report.html from the last story run (visual/run/): every changed
// screenshot with its baseline, the new screenshot and the diff; every new one
// that has no baseline yet; and, after an unfiltered run, every baseline whose
// story no longer exists. Each row opens in a full-size viewer (side by side, a
// slider, the diff; zoom and pan; keyboard shortcuts: scripts/visual-viewer.js).
// Opened as a file, each row shows the exact command that approves it; served by
// `npm run visual:review` (scripts/visual-review.mjs), the same page approves.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const HERE = path.dirname(new URL(import.meta.url).pathname);

/**
 * What the colours of a diff image mean (.storybook/visual.ts draws them with pixelmatch: its
 * DIFF_COLOURS). Only the red pixels count against the tolerance; pixelmatch takes the yellow
 * ones for anti-aliasing (the soft edge of a glyph or a curve), which is most of a thin glyph
 * that moved.
 */
export const DIFF_LEGEND =
  'red: pixels that differ, the ones counted; yellow: anti-aliased edge pixels that differ, not counted; grey: unchanged, faded';

const esc = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
/** For text between tags, where quotes stay as they are (the commands quote their ids). */
const escText = (s) => esc(s).replace(/&quot;/g, '"');
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Outcomes of the last run, and the baselines no story of it produced. */
export function readRun(root = process.cwd()) {
  const RUN_DIR = path.join(root, 'visual/run');
  const BASELINES = path.join(root, 'visual/baselines');
  const meta = fs.existsSync(`${RUN_DIR}/meta.json`)
    ? JSON.parse(fs.readFileSync(`${RUN_DIR}/meta.json`, 'utf8'))
    : {};
  const outcomes = fs.existsSync(RUN_DIR)
    ? fs
        .readdirSync(RUN_DIR)
        .filter((f) => f.endsWith('.json') && f !== 'meta.json')
        .map((f) => JSON.parse(fs.readFileSync(path.join(RUN_DIR, f), 'utf8')))
        .sort((a, b) => a.id.localeCompare(b.id))
    : [];
  const seen = new Set(outcomes.map((o) => o.id));
  const storyIds = new Set(meta.storyIds ?? []);
  const baselines = fs.existsSync(BASELINES)
    ? fs
        .readdirSync(BASELINES)
        .filter((f) => f.endsWith('.webp'))
        .map((f) => f.slice(0, -'.webp'.length))
    : [];
  // A baseline is orphaned when its story is not in the Storybook index (only an
  // unfiltered run knows every story), or when its story took screenshots in this
  // run but not that one (a mode was removed). A story that failed before its
  // screenshots orphans nothing.
  const storyOf = (id) => id.slice(0, id.lastIndexOf('--'));
  const shotStories = new Set(outcomes.map((o) => o.storyId));
  const orphans =
    meta.visual === 'compare'
      ? baselines
          .filter((id) => !seen.has(id))
          .filter(
            (id) => (!meta.filtered && !storyIds.has(storyOf(id))) || shotStories.has(storyOf(id)),
          )
          .sort()
      : [];
  return { meta, outcomes, orphans };
}

/**
 * What the page shows, one row per screenshot to review: changed, new, then baselines
 * without a story. Image paths are relative to visual/ (where report.html lives, and
 * what the review server serves). `sha256` names the exact PNG an approval copies.
 */
export function reportData(root = process.cwd()) {
  const { meta, outcomes, orphans } = readRun(root);
  const exists = (rel) => fs.existsSync(path.join(root, 'visual', rel));
  const row = (o) => {
    const shot = `run/${o.id}.png`;
    const baseline = `baselines/${o.id}.webp`;
    const diff = `run/${o.id}.diff.png`;
    return {
      id: o.id,
      storyId: o.storyId,
      label: `${o.title} › ${o.name} (${o.mode})`,
      status: o.status,
      what:
        o.status === 'new'
          ? 'New: no approved baseline yet'
          : `Changed: ${o.sizeNote ?? `${o.diffPixels} pixel(s) differ`}`,
      baseline: o.status === 'changed' && exists(baseline) ? baseline : null,
      shot: exists(shot) ? shot : null,
      diff: o.status === 'changed' && exists(diff) ? diff : null,
      sha256: exists(shot) ? sha256(path.join(root, 'visual', shot)) : null,
    };
  };
  const pending = (o) =>
    o.status !== 'same' && fs.existsSync(path.join(root, 'visual/run', `${o.id}.png`));
  const rows = [
    ...outcomes.filter((o) => o.status === 'changed' && pending(o)).map(row),
    ...outcomes.filter((o) => o.status === 'new' && pending(o)).map(row),
    ...orphans.map((id) => ({
      id,
      storyId: id.slice(0, id.lastIndexOf('--')),
      label: id,
      status: 'orphan',
      what: 'Baseline without a story: no story of this run takes this screenshot.',
      baseline: `baselines/${id}.webp`,
      shot: null,
      diff: null,
      sha256: null,
    })),
  ];
  const browser = meta.browser
    ? `${meta.browser.name}, version ${meta.browser.version}`
    : 'unknown';
  return {
    browser,
    diffLegend: DIFF_LEGEND,
    pinned: Boolean(meta.browser?.pinned),
    filtered: Boolean(meta.filtered),
    same: outcomes.filter((o) => o.status === 'same').length,
    rows,
  };
}

const command = (r) =>
  r.status === 'orphan'
    ? `npm run visual:approve -- --remove "${r.id}"`
    : `npm run visual:approve -- "${r.id}"`;

function figure(caption, src, alt) {
  return `<figure><figcaption>${caption}</figcaption>${
    src ? `<img src="${esc(src)}" alt="${esc(alt)}" loading="lazy">` : '<p class="none">none</p>'
  }</figure>`;
}

function section(r, rows) {
  const story = rows.filter((o) => o.storyId === r.storyId && o.status !== 'orphan').length;
  const figures =
    r.status === 'orphan'
      ? figure('Baseline', r.baseline, `orphaned baseline ${r.id}`)
      : [
          figure('Baseline (approved)', r.baseline, `baseline of ${r.id}`),
          figure('New screenshot (what approval copies)', r.shot, `new screenshot of ${r.id}`),
          figure(`Diff (${DIFF_LEGEND})`, r.diff, `diff of ${r.id}`),
        ].join('\n    ');
  const act = r.status === 'orphan' ? 'Remove this baseline' : 'Approve this image';
  return `<section class="${r.status}" data-id="${esc(r.id)}" data-story="${esc(r.storyId)}" tabindex="-1" aria-labelledby="h-${esc(r.id)}">
  <h3 id="h-${esc(r.id)}">${esc(r.label)}</h3><p class="what">${esc(r.what)}</p>
  <p class="command">${act}: <code>${escText(command(r))}</code></p>
  <div class="actions">
    <button type="button" data-act="open">View full size<span class="sr"> ${esc(r.label)}</span></button>
    ${
      r.status === 'orphan'
        ? `<button type="button" class="server-only" data-act="remove">Remove baseline<span class="sr"> ${esc(r.id)}</span></button>`
        : `<button type="button" class="server-only primary" data-act="approve">Approve<span class="sr"> ${esc(r.label)}</span></button>${
            story > 1
              ? `\n    <button type="button" class="server-only" data-act="approve-story">Approve story (${story} screenshots)<span class="sr"> ${esc(r.storyId)}</span></button>`
              : ''
          }`
    }
    <button type="button" class="file-only" data-act="copy">Copy command<span class="sr"> for ${esc(r.id)}</span></button>
  </div>
  <div class="row">
    ${figures}
  </div></section>`;
}

/** The page: the rows, the viewer, and (served) the token that lets it approve. */
export function renderReport({ root = process.cwd(), token, data = reportData(root) } = {}) {
  const by = (s) => data.rows.filter((r) => r.status === s);
  const [changed, added, orphans] = [by('changed'), by('new'), by('orphan')];
  const total = data.rows.length;
  const list = (rows) => rows.map((r) => section(r, data.rows)).join('\n') || '<p>None.</p>';
  const css = fs.readFileSync(path.join(HERE, 'visual-viewer.css'), 'utf8');
  // The viewer's script is inlined so the file works opened from disk, with nothing fetched.
  const js = fs.readFileSync(path.join(HERE, 'visual-viewer.js'), 'utf8');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${token ? `<meta name="review-token" content="${esc(token)}">` : ''}
<title>Visual review: ${total} to review</title>
<style>${css}</style></head>
<body class="${token ? 'served' : 'file'}">
<header>
<h1>Visual review</h1>
<p>Browser of this run: ${esc(data.browser)}. ${data.same} screenshot(s) match their baselines.
${data.filtered ? 'This run was filtered, so baselines of stories outside the filter are not checked.' : ''}</p>
<p id="summary">${changed.length} changed, ${added.length} new without a baseline, ${orphans.length} baseline(s) without a story.
${total ? 'Approving copies exactly the new screenshot shown here into <code>visual/baselines</code> (losslessly recompressed); it does not render again.' : 'Nothing to review.'}</p>
<p class="file-only">Opened as a file, this page shows the commands that approve. To approve from the page, run <code>npm run visual:review</code>.</p>
<div class="toolbar">
  <label for="filter">Filter</label>
  <input id="filter" type="search" placeholder="title, story id or mode" autocomplete="off">
  <span id="shown-count" aria-live="polite">${total} shown</span>
  <button type="button" class="server-only primary" id="approve-shown" data-act="approve-shown">Approve all shown</button>
  <button type="button" class="file-only" id="copy-shown" data-act="copy-shown">Copy command for all shown</button>
</div>
<p class="file-only command" id="shown-command">Approve everything: <code>npm run visual:approve -- --all</code></p>
<section class="legend" aria-labelledby="keys-title"><h2 id="keys-title">Keyboard</h2>
<dl><div><dt><kbd>j</kbd> / <kbd>→</kbd></dt><dd>next screenshot</dd></div>
<div><dt><kbd>k</kbd> / <kbd>←</kbd></dt><dd>previous</dd></div>
<div><dt><kbd>Enter</kbd></dt><dd>full size</dd></div>
<div><dt><kbd>1</kbd> <kbd>2</kbd> <kbd>3</kbd></dt><dd>side by side, slider, diff</dd></div>
<div><dt><kbd>0</kbd> <kbd>+</kbd> <kbd>-</kbd></dt><dd>fit, zoom in, zoom out</dd></div>
<div><dt><kbd>a</kbd></dt><dd class="server-only">approve (remove, for a baseline without a story)</dd><dd class="file-only">copy the approve command</dd></div>
<div><dt><kbd>Esc</kbd></dt><dd>close the viewer</dd></div></dl>
<p>On the slider, <kbd>←</kbd> <kbd>→</kbd> move it; in a zoomed image, arrows and dragging pan.</p></section>
<div id="status" role="status" aria-live="polite"></div>
<div id="problem" role="alert"></div>
</header>
<main>
<h2>Changed (${changed.length})</h2>${list(changed)}
<h2>New, without a baseline (${added.length})</h2>${list(added)}
<h2>Baselines without a story (${orphans.length})</h2>${list(orphans)}
</main>
<dialog id="viewer" aria-labelledby="viewer-title">
<div class="vbar">
  <div class="vtitle"><h2 id="viewer-title"></h2><p id="viewer-what"></p></div>
  <div class="vgroup" role="group" aria-label="Screenshot"><button type="button" data-act="prev">Previous</button><span id="viewer-pos"></span><button type="button" data-act="next">Next</button></div>
  <div class="vgroup" role="group" aria-label="View"><button type="button" data-mode="side" aria-pressed="true">Side by side</button><button type="button" data-mode="slider" aria-pressed="false">Slider</button><button type="button" data-mode="diff" aria-pressed="false">Diff</button></div>
  <div class="vgroup" role="group" aria-label="Zoom"><button type="button" data-zoom="0" aria-pressed="true">Fit</button><button type="button" data-zoom="1" aria-pressed="false">100 %</button><button type="button" data-zoom="2" aria-pressed="false">200 %</button></div>
  <div class="vgroup" id="slider-group"><label for="slider">Baseline | new</label><input id="slider" type="range" min="0" max="100" step="1" value="50" aria-valuetext="50 % baseline"></div>
  <div class="vgroup"><button type="button" class="server-only primary" data-act="approve-current" id="viewer-approve">Approve</button><button type="button" class="file-only" data-act="copy-current">Copy command</button><button type="button" data-act="close">Close</button></div>
  <p class="file-only command" id="viewer-command"><code></code></p>
  <div id="viewer-status" role="status" aria-live="polite"></div><div id="viewer-problem" role="alert"></div>
</div>
<div id="stage" tabindex="0" aria-label="Screenshot (arrows pan when zoomed)"></div>
<p class="vlegend"><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd> side by side · <kbd>2</kbd> slider · <kbd>3</kbd> diff · <kbd>0</kbd> fit · <kbd>+</kbd>/<kbd>-</kbd> zoom · <kbd>a</kbd> <span class="server-only">approve</span><span class="file-only">copy the command</span> · <kbd>Esc</kbd> close</p>
</dialog>
<script type="application/json" id="review-data">${json}</script>
<script>${js}</script>
</body></html>
`;
}

/** Writes visual/report.html (the page opened as a file: commands instead of approve buttons). */
export function writeVisualReport(root = process.cwd()) {
  const data = reportData(root);
  const html = renderReport({ root, data });
  const { rows } = data;
  fs.mkdirSync(path.join(root, 'visual'), { recursive: true });
  fs.writeFileSync(path.join(root, 'visual/report.html'), html);
  const count = (s) => rows.filter((r) => r.status === s).length;
  return { changed: count('changed'), added: count('new'), orphaned: count('orphan') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = writeVisualReport();
  console.log(`visual/report.html: ${r.changed} changed, ${r.added} new, ${r.orphaned} orphaned`);
}
