// Writes visual/report.html from the last story run (visual/run/): every changed
// screenshot with its baseline, the new screenshot and the diff; every new one
// that has no baseline yet; and, after an unfiltered run, every baseline whose
// story no longer exists. Each row shows the exact command that approves it.
import fs from 'node:fs';
import path from 'node:path';

const RUN_DIR = 'visual/run';
const BASELINES = 'visual/baselines';

const esc = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const rel = (p) => path.relative('visual', p);

/** Outcomes of the last run, and the baselines no story of it produced. */
export function readRun() {
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

function figure(caption, file, alt) {
  return `<figure><figcaption>${caption}</figcaption>${
    file && fs.existsSync(file)
      ? `<img src="${esc(rel(file))}" alt="${esc(alt)}" loading="lazy">`
      : '<p class="none">none</p>'
  }</figure>`;
}

function row(o) {
  const label = `${o.title} › ${o.name} (${o.mode})`;
  const what =
    o.status === 'new'
      ? 'New: no approved baseline yet'
      : `Changed: ${o.sizeNote ?? `${o.diffPixels} pixel(s) differ`}`;
  return `<section class="${o.status}"><h3>${esc(label)}</h3><p class="what">${esc(what)}</p>
  <p>Approve this image: <code>npm run visual:approve -- "${esc(o.id)}"</code></p>
  <div class="row">
    ${figure('Baseline (approved)', o.status === 'new' ? undefined : path.join(BASELINES, `${o.id}.webp`), `baseline of ${o.id}`)}
    ${figure('New screenshot (what approval copies)', path.join(RUN_DIR, `${o.id}.png`), `new screenshot of ${o.id}`)}
    ${figure('Diff', o.status === 'changed' ? path.join(RUN_DIR, `${o.id}.diff.png`) : undefined, `diff of ${o.id}`)}
  </div></section>`;
}

export function writeVisualReport() {
  const { meta, outcomes, orphans } = readRun();
  const changed = outcomes.filter((o) => o.status === 'changed');
  const added = outcomes.filter((o) => o.status === 'new');
  const same = outcomes.filter((o) => o.status === 'same').length;
  const browser = meta.browser
    ? `${meta.browser.name}, version ${meta.browser.version}`
    : 'unknown';
  const orphanRows = orphans
    .map(
      (
        id,
      ) => `<section class="orphan"><h3>${esc(id)}</h3><p class="what">Baseline without a story: no story of this run takes this screenshot.</p>
  <p>Remove it: <code>npm run visual:approve -- --remove "${esc(id)}"</code></p>
  <div class="row">${figure('Baseline', path.join(BASELINES, `${id}.webp`), `orphaned baseline ${id}`)}</div></section>`,
    )
    .join('\n');
  const total = changed.length + added.length + orphans.length;
  fs.mkdirSync('visual', { recursive: true });
  fs.writeFileSync(
    'visual/report.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual review: ${total} to review</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;background:#f6f7f9;color:#0f172a}h1{margin-top:0}
section{background:#fff;border:1px solid #d5dbe3;border-left:6px solid #b45309;border-radius:10px;padding:1rem;margin:1rem 0}
section.new{border-left-color:#1d4ed8}section.orphan{border-left-color:#6b7280}h3{margin:.2rem 0}.what{font-weight:600}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}figure{margin:0}figcaption{font-weight:700;margin-bottom:.5rem}
img{width:100%;border:1px solid #d5dbe3}code{background:#eef2f7;padding:.1rem .3rem;border-radius:4px}.none{color:#6b7280}</style></head>
<body><h1>Visual review</h1>
<p>Browser of this run: ${esc(browser)}. ${same} screenshot(s) match their baselines.
${meta.filtered ? 'This run was filtered, so baselines of stories outside the filter are not checked.' : ''}</p>
<p>${changed.length} changed, ${added.length} new without a baseline, ${orphans.length} baseline(s) without a story.
${total ? 'Approving copies exactly the new screenshot shown here into <code>visual/baselines</code> (losslessly recompressed); it does not render again. Approve everything shown with <code>npm run visual:approve -- --all</code>.' : 'Nothing to review.'}</p>
<h2>Changed (${changed.length})</h2>${changed.map(row).join('\n') || '<p>None.</p>'}
<h2>New, without a baseline (${added.length})</h2>${added.map(row).join('\n') || '<p>None.</p>'}
<h2>Baselines without a story (${orphans.length})</h2>${orphanRows || '<p>None.</p>'}
</body></html>\n`,
  );
  return { changed: changed.length, added: added.length, orphaned: orphans.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = writeVisualReport();
  console.log(`visual/report.html: ${r.changed} changed, ${r.added} new, ${r.orphaned} orphaned`);
}
