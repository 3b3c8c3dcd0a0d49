// Writes visual/report.html: every changed story with its baseline, the new
// screenshot and the diff side by side, from what jest-image-snapshot wrote.
import fs from 'node:fs';
import path from 'node:path';

const DIFFS = 'visual/diffs';
const BASELINES = 'visual/baselines';

const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function writeVisualReport() {
  const diffs = fs.existsSync(DIFFS) ? fs.readdirSync(DIFFS).filter((f) => f.endsWith('-diff.png')) : [];
  const rows = diffs
    .sort()
    .map((file) => {
      const id = file.replace(/-diff\.png$/, '');
      const baseline = path.join(BASELINES, `${id}.png`);
      const received = path.join(DIFFS, `${id}-received.png`);
      const rel = (p) => path.relative('visual', p);
      return `<section><h2>${esc(id)}</h2><div class="row">
        <figure><figcaption>Baseline (approved)</figcaption>${fs.existsSync(baseline) ? `<img src="${esc(rel(baseline))}" alt="baseline of ${esc(id)}">` : '<p>none</p>'}</figure>
        <figure><figcaption>New</figcaption>${fs.existsSync(received) ? `<img src="${esc(rel(received))}" alt="new screenshot of ${esc(id)}">` : '<p>see the diff</p>'}</figure>
        <figure><figcaption>Diff (composite)</figcaption><img src="${esc(rel(path.join(DIFFS, file)))}" alt="diff of ${esc(id)}"></figure>
      </div></section>`;
    })
    .join('\n');
  fs.mkdirSync('visual', { recursive: true });
  fs.writeFileSync(
    'visual/report.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual changes (${diffs.length})</title>
<style>body{font:14px system-ui;margin:2rem;background:#f6f7f9;color:#0f172a}h1{margin-top:0}section{background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:1rem;margin:1rem 0}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}figure{margin:0}figcaption{font-weight:700;margin-bottom:.5rem}img{width:100%;border:1px solid #d5dbe3}</style></head>
<body><h1>Visual changes: ${diffs.length}</h1>
<p>${diffs.length ? 'Approve all with <code>npm run test:visual:update</code>, or one story with <code>npm run test:visual:update -- "Story name"</code>.' : 'No visual changes.'}</p>
${rows}</body></html>\n`,
  );
  return diffs.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${writeVisualReport()} change(s) written to visual/report.html`);
}
