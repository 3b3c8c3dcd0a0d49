// The visual review page's behaviour, inlined into visual/report.html by scripts/visual-report.mjs
// (so the page works opened as a file, with nothing fetched). Served by `npm run visual:review`
// (the page then carries a review-token meta tag), its buttons approve; opened as a file, they copy the
// command that approves.
(() => {
  const $ = (sel, el = document) => el.querySelector(sel);
  const $$ = (sel, el = document) => [...el.querySelectorAll(sel)];
  const data = JSON.parse($('#review-data').textContent);
  const token = $('meta[name="review-token"]')?.content;
  const byId = new Map(data.rows.map((r) => [r.id, r]));
  const sections = $$('section[data-id]');
  const viewer = $('#viewer');
  const stage = $('#stage');
  const slider = $('#slider');
  const ZOOMS = [0, 1, 2];
  const view = { index: -1, mode: 'side', zoom: 0, split: 50 };

  // Messages go to the page and to the viewer (the page is inert while the viewer is open).
  const say = (text) => {
    for (const el of $$('#status, #viewer-status')) el.textContent = text;
  };
  const problem = (text) => {
    for (const el of $$('#problem, #viewer-problem')) el.textContent = text;
  };
  const shown = () => sections.filter((s) => !s.hidden);
  const rowOf = (section) => byId.get(section.dataset.id);
  const quote = (id) => `"${id}"`;
  const commandFor = (rows) => {
    const approve = rows.filter((r) => r.status !== 'orphan').map((r) => quote(r.id));
    const remove = rows.filter((r) => r.status === 'orphan').map((r) => quote(r.id));
    return [
      approve.length ? `npm run visual:approve -- ${approve.join(' ')}` : '',
      remove.length ? `npm run visual:approve -- --remove ${remove.join(' ')}` : '',
    ]
      .filter(Boolean)
      .join(' && ');
  };

  // ---- filter -------------------------------------------------------------------------------
  function applyFilter() {
    const words = $('#filter').value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const s of sections) {
      const r = rowOf(s);
      const text = `${r.label} ${r.id} ${r.status}`.toLowerCase();
      s.hidden = !words.every((w) => text.includes(w));
    }
    const rows = shown().map(rowOf);
    $('#shown-count').textContent = `${rows.length} shown`;
    $('#approve-shown').disabled = !rows.length;
    $('#approve-shown').textContent = `Approve all shown (${rows.length})`;
    $('#shown-command code').textContent = words.length
      ? commandFor(rows) || 'nothing shown'
      : 'npm run visual:approve -- --all';
  }
  $('#filter').addEventListener('input', applyFilter);

  // ---- approving (served) or copying the command (file) --------------------------------------
  // One request at a time. A click while one runs is queued, and said so; when the running one
  // ends, the queued ones go in one request, and the page reloads once everything is done.
  const queued = [];
  let running = false;
  let inFlight = new Set();
  const doneMessages = [];
  async function post(action, rows, next) {
    if (running) {
      const known = new Set([...inFlight, ...queued.flatMap((q) => q.rows.map((r) => r.id))]);
      const fresh = rows.filter((r) => !known.has(r.id));
      if (fresh.length) queued.push({ action, rows: fresh, next });
      const waiting = queued.reduce((n, q) => n + q.rows.length, 0);
      return say(
        fresh.length
          ? `Approval in progress. Queued: ${fresh.map((r) => r.label).join(', ')} (${waiting} waiting); it follows when the running one ends.`
          : `Approval in progress: ${rows.map((r) => r.label).join(', ')} already on its way.`,
      );
    }
    running = true;
    inFlight = new Set(rows.map((r) => r.id));
    problem('');
    say(`${action === 'remove' ? 'Removing' : 'Approving'} ${rows.length} screenshot(s)…`);
    const digests = Object.fromEntries(rows.filter((r) => r.sha256).map((r) => [r.id, r.sha256]));
    try {
      const res = await fetch(`/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-review-token': token },
        body: JSON.stringify({ names: rows.map((r) => r.id), digests }),
      });
      const body = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
      if (!res.ok) throw new Error(body.error || `HTTP ${res.status}`);
      const done = action === 'remove' ? body.removed : body.approved.map((a) => a.id);
      const { changed, added, orphaned } = body.left;
      doneMessages.push(`${action === 'remove' ? 'Removed' : 'Approved'} ${done.join(', ')}.`);
      running = false;
      if (queued.length) {
        const kind = queued[0].action;
        const of = queued.filter((q) => q.action === kind);
        queued.splice(0, queued.length, ...queued.filter((q) => q.action !== kind));
        return post(
          kind,
          of.flatMap((q) => q.rows),
          of.at(-1).next,
        );
      }
      sessionStorage.setItem(
        'visual-review',
        JSON.stringify({
          message: `${doneMessages.join(' ')} Left to review: ${changed} changed, ${added} new, ${orphaned} without a story.`,
          open: next?.id,
        }),
      );
      location.reload();
    } catch (e) {
      running = false;
      const dropped = queued.splice(0).flatMap((q) => q.rows);
      say(doneMessages.join(' '));
      problem(
        `Not ${action === 'remove' ? 'removed' : 'approved'}: ${e.message}${
          dropped.length
            ? ` The queued ones were not sent: ${dropped.map((r) => r.label).join(', ')}.`
            : ''
        }`,
      );
    }
  }
  /** Shows the command at once; copies it too where the browser lets a page write the clipboard. */
  async function copy(text) {
    say(`Run this command to approve: ${text}`);
    try {
      await navigator.clipboard.writeText(text);
      say(`Copied to the clipboard, run it to approve: ${text}`);
    } catch {
      // Shown above; the reviewer copies it by hand.
    }
  }
  /** Approves (served) or copies the command (file) for these rows; `next` is reopened after. */
  function act(rows, next) {
    if (!rows.length) return;
    if (!token) return copy(commandFor(rows));
    const removing = rows[0].status === 'orphan';
    return post(removing ? 'remove' : 'approve', rows, next);
  }
  const storyRows = (r) =>
    shown()
      .map(rowOf)
      .filter((o) => o.storyId === r.storyId && o.status !== 'orphan');
  /** The row shown after these are gone: the next one still on the page, else the previous. */
  function after(rows) {
    const ids = new Set(rows.map((r) => r.id));
    const list = shown().map(rowOf);
    const at = list.findIndex((r) => ids.has(r.id));
    return (
      list.slice(at).find((r) => !ids.has(r.id)) ??
      list
        .slice(0, at)
        .reverse()
        .find((r) => !ids.has(r.id))
    );
  }

  document.addEventListener('click', (e) => {
    const button = e.target.closest('button');
    if (!button) return;
    const section = button.closest('section[data-id]');
    const r = section && rowOf(section);
    switch (button.dataset.act) {
      case 'open':
        return open(shown().indexOf(section));
      case 'approve':
      case 'remove':
      case 'copy':
        return act([r], viewer.open ? after([r]) : undefined);
      case 'approve-story':
        return act(storyRows(r));
      case 'approve-shown':
      case 'copy-shown':
        return act(shown().map(rowOf));
      case 'approve-current':
      case 'copy-current':
        return current() && act([current()], after([current()]));
      case 'prev':
        return go(-1);
      case 'next':
        return go(1);
      case 'close':
        return viewer.close();
    }
    if (button.dataset.mode) setMode(button.dataset.mode);
    if (button.dataset.zoom) setZoom(Number(button.dataset.zoom));
  });

  // ---- the viewer ---------------------------------------------------------------------------
  const current = () => (view.index >= 0 ? rowOf(shown()[view.index]) : undefined);
  function img(src, alt, cls) {
    const i = document.createElement('img');
    i.src = src;
    i.alt = alt;
    if (cls) i.className = cls;
    i.draggable = false;
    i.addEventListener('load', sizeImages);
    return i;
  }
  function figure(caption, src, alt) {
    const f = document.createElement('figure');
    const c = document.createElement('figcaption');
    c.textContent = caption;
    f.append(c);
    if (src) f.append(img(src, alt));
    else {
      const p = document.createElement('p');
      p.textContent = 'none';
      f.append(p);
    }
    return f;
  }
  function sizeImages() {
    for (const i of $$('img', stage)) {
      i.style.width = view.zoom && i.naturalWidth ? `${i.naturalWidth * view.zoom}px` : '';
    }
  }
  function setSplit(value) {
    view.split = Math.max(0, Math.min(100, Math.round(value)));
    slider.value = String(view.split);
    slider.setAttribute('aria-valuetext', `${view.split} % baseline, ${100 - view.split} % new`);
    const top = $('.slide img.top', stage);
    if (top) top.style.clipPath = `inset(0 0 0 ${view.split}%)`;
    const divider = $('.slide .divider', stage);
    if (divider) divider.style.left = `${view.split}%`;
    // The names ride along the divider, so they stay in view when the image is zoomed.
    const [left, right] = $$('.slide .tag', stage);
    if (left) left.style.right = `calc(${100 - view.split}% + 6px)`;
    if (right) right.style.left = `calc(${view.split}% + 6px)`;
  }
  function render() {
    const r = current();
    if (!r) return;
    const comparable = Boolean(r.baseline && r.shot);
    if (!comparable && view.mode === 'slider') view.mode = 'side';
    if (!r.diff && view.mode === 'diff') view.mode = 'side';
    $('#viewer-title').textContent = r.label;
    $('#viewer-what').textContent = r.what;
    $('#viewer-pos').textContent = `${view.index + 1} / ${shown().length}`;
    $('#viewer-command code').textContent = commandFor([r]);
    $('#viewer-approve').textContent = r.status === 'orphan' ? 'Remove baseline' : 'Approve';
    for (const b of $$('[data-mode]', viewer)) {
      b.setAttribute('aria-pressed', String(b.dataset.mode === view.mode));
      b.disabled =
        (b.dataset.mode === 'slider' && !comparable) || (b.dataset.mode === 'diff' && !r.diff);
    }
    for (const b of $$('[data-zoom]', viewer))
      b.setAttribute('aria-pressed', String(Number(b.dataset.zoom) === view.zoom));
    $('#slider-group').hidden = view.mode !== 'slider';
    stage.className = view.zoom ? 'pan' : 'fit';
    stage.replaceChildren();
    if (view.mode === 'side') {
      const side = document.createElement('div');
      side.className = 'side';
      side.append(figure('Baseline (approved)', r.baseline, `baseline of ${r.id}`));
      if (r.status !== 'orphan')
        side.append(figure('New screenshot', r.shot, `new screenshot of ${r.id}`));
      stage.append(side);
    } else if (view.mode === 'diff') {
      stage.append(figure(`Diff (${data.diffLegend})`, r.diff, `diff of ${r.id}`));
    } else {
      const slide = document.createElement('div');
      slide.className = 'slide';
      const divider = document.createElement('div');
      divider.className = 'divider';
      const left = document.createElement('span');
      left.className = 'tag';
      left.textContent = 'Baseline';
      const right = document.createElement('span');
      right.className = 'tag';
      right.textContent = 'New';
      slide.append(
        img(r.baseline, `baseline of ${r.id}`),
        img(r.shot, `new screenshot of ${r.id}`, 'top'),
        divider,
        left,
        right,
      );
      stage.append(slide);
      if (view.zoom) stage.classList.remove('pan');
      setSplit(view.split);
    }
    sizeImages();
  }
  function open(index) {
    if (index < 0) return;
    view.index = index;
    problem('');
    if (!viewer.open) viewer.showModal();
    render();
    stage.scrollTo(0, 0);
  }
  function go(step) {
    const n = shown().length;
    if (!n) return;
    if (!viewer.open) {
      // On the list, j/k move between screenshots.
      const list = shown();
      const at = list.indexOf(document.activeElement?.closest('section[data-id]'));
      const to = list[Math.max(0, Math.min(n - 1, at < 0 ? 0 : at + step))];
      to.focus();
      return;
    }
    view.index = Math.max(0, Math.min(n - 1, view.index + step));
    render();
    stage.scrollTo(0, 0);
  }
  function setMode(mode) {
    const b = $(`[data-mode="${mode}"]`, viewer);
    if (b && !b.disabled) {
      view.mode = mode;
      render();
    }
  }
  function setZoom(zoom) {
    view.zoom = zoom;
    render();
  }
  viewer.addEventListener('close', () => {
    const s = shown()[view.index];
    view.index = -1;
    stage.replaceChildren();
    s?.focus();
  });
  slider.addEventListener('input', () => setSplit(Number(slider.value)));

  // Dragging: on the slider's image it moves the divider; elsewhere, zoomed, it pans.
  let drag;
  stage.addEventListener('pointerdown', (e) => {
    const slide = e.target.closest('.slide');
    if (slide) {
      const move = (ev) => {
        const box = slide.getBoundingClientRect();
        setSplit(((ev.clientX - box.left) / box.width) * 100);
      };
      move(e);
      drag = { move };
    } else if (view.zoom) {
      const start = { x: e.clientX, y: e.clientY, left: stage.scrollLeft, top: stage.scrollTop };
      stage.classList.add('panning');
      drag = {
        move: (ev) =>
          stage.scrollTo(start.left - (ev.clientX - start.x), start.top - (ev.clientY - start.y)),
      };
    } else return;
    stage.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  stage.addEventListener('pointermove', (e) => drag?.move(e));
  const end = () => {
    drag = undefined;
    stage.classList.remove('panning');
  };
  stage.addEventListener('pointerup', end);
  stage.addEventListener('pointercancel', end);

  // ---- keyboard -----------------------------------------------------------------------------
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target;
    const typing = t.matches?.('input:not([type="range"]), textarea, select');
    if (typing) return;
    // Arrows belong to the slider and to a zoomed image (panning) when they have focus.
    const arrowsTaken = t === slider || t === stage;
    const onButton = t.matches?.('button');
    const key = e.key;
    if (key === 'j' || (key === 'ArrowRight' && !arrowsTaken)) go(1);
    else if (key === 'k' || (key === 'ArrowLeft' && !arrowsTaken)) go(-1);
    else if (key === 'Enter' && !viewer.open && !onButton && t.matches?.('section[data-id]'))
      open(shown().indexOf(t));
    else if (key === 'a') {
      const r = viewer.open
        ? current()
        : t.closest?.('section[data-id]') && rowOf(t.closest('section[data-id]'));
      if (r) act([r], viewer.open ? after([r]) : undefined);
      else say('Choose a screenshot first (j/k).');
    } else if (viewer.open && key === '1') setMode('side');
    else if (viewer.open && key === '2') setMode('slider');
    else if (viewer.open && key === '3') setMode('diff');
    else if (viewer.open && key === '0') setZoom(0);
    else if (viewer.open && (key === '+' || key === '='))
      setZoom(ZOOMS[Math.min(2, ZOOMS.indexOf(view.zoom) + 1)]);
    else if (viewer.open && key === '-') setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(view.zoom) - 1)]);
    else return;
    e.preventDefault();
  });

  // ---- after an approval: what was done, and the next screenshot where the reviewer was -----
  applyFilter();
  const after_ = sessionStorage.getItem('visual-review');
  if (after_) {
    sessionStorage.removeItem('visual-review');
    const { message, open: id } = JSON.parse(after_);
    say(message);
    const s = sections.find((x) => x.dataset.id === id);
    if (s) open(shown().indexOf(s));
  }
})();
