// The explorer's page: controls that write a query string, which the Go
// model (explorer.wasm, explore.Explore) turns into a table, words and a
// plot. Every figure and every refusal comes from the model; this script
// only lays them out.
'use strict';

// The scenario's controls: each a flag of the report, with its default as
// the report has it, and a slider's range. A duration slider moves on a
// log scale; one whose min is 0 starts at 0.
const controls = [
  {key: 'service', label: 'S, the service time', kind: 'dur', def: '100µs', min: 1e3, max: 1e8},
  {key: 'interval', label: 'I, the interval between due times', kind: 'dur', def: '200µs', min: 1e3, max: 1e9},
  {key: 'stall', label: 'D, each stall', kind: 'dur', def: '200ms', min: 0, max: 1e10, zero: true},
  {key: 'period', label: 'P, from one stall to the next', kind: 'dur', def: '1s', min: 1e6, max: 6e10},
  {key: 'first-stall', label: 'F, when the first stall begins', kind: 'dur', def: '500ms', min: 0, max: 6e10, zero: true},
  {key: 'duration', label: 'T, the simulated duration', kind: 'dur', def: '20s', min: 1e7, max: 6e11},
  {key: 'connections', label: 'N, the closed loop\'s connections', kind: 'int', def: '1', min: 1, max: 10000},
  {key: 'rtt', label: 'L, the network\'s round trip', kind: 'dur', def: '0s', min: 0, max: 1e9, zero: true},
  {key: 'expected-interval', label: 'E, the corrected loop\'s expected interval (empty: N × I)', kind: 'dur', def: '', min: 0, max: 1e10, zero: true},
  {key: 'service-dist', label: 'the service time\'s distribution', kind: 'choice', def: 'det', options: ['det', 'exp', 'bimodal:0.01:10ms']},
  {key: 'arrivals', label: 'arrivals', kind: 'choice', def: 'schedule', options: ['schedule', 'poisson']},
  {key: 'think', label: 'Z, the think design\'s think time (0: none)', kind: 'dur', def: '0s', min: 0, max: 1e9, zero: true},
  {key: 'seed', label: 'the random model\'s seed', kind: 'int', def: '1', min: 0, max: 1000},
];

const designs = [
  ['open', 'open (the truth)'], ['closed', 'closed'], ['corrected', 'corrected'], ['plan', 'plan'],
  ['skip', 'skip'], ['unpaced', 'unpaced'], ['wrk', 'wrk'], ['think', 'think'],
];
const defaultDesigns = ['open', 'closed', 'corrected'];

// Presets: the seed's scenario, the designs the generator table names,
// and Brooker's cases.
const presets = [
  ['the seed\'s scenario', ''],
  ['wrk2 -R: times from the plan', 'designs=open,plan,closed'],
  ['wrk -c10: no plan, wrk\'s correction', 'connections=10&designs=open,unpaced,wrk'],
  ['hey -c 10 -q: skips slots', 'connections=10&designs=open,skip'],
  ['vegeta -max-workers 10: catches up', 'connections=10&designs=open,closed,corrected'],
  ['100 connections', 'connections=100&designs=open,closed,corrected'],
  ['Brooker: M/M/1 at 80 % load, no stall', 'stall=0s&service-dist=exp&arrivals=poisson&interval=125µs&designs=open,closed'],
  ['Brooker: ten users who think', 'stall=0s&service-dist=exp&think=968.5µs&connections=10&designs=open,think'],
];

// formatDur writes ns as a Go duration to three significant digits.
function formatDur(ns) {
  if (ns <= 0) return '0s';
  for (const [scale, unit] of [[1e9, 's'], [1e6, 'ms'], [1e3, 'µs'], [1, 'ns']]) {
    if (ns >= scale) return String(Number((ns / scale).toPrecision(3))) + unit;
  }
  return '0s';
}

// The slider's 0…1000 against a value: a log scale from min to max, with
// 0 at the very start for a control that may be 0.
function sliderValue(c, text) {
  let v = c.kind === 'int' ? Number(text) : parseDur(text);
  if (!(v > 0)) return 0;
  const lo = Math.log(Math.max(c.min, c.kind === 'int' ? 1 : 1e3)), hi = Math.log(c.max);
  return Math.round(Math.min(1000, Math.max(c.zero ? 1 : 0, 1000 * (Math.log(v) - lo) / (hi - lo))));
}
function valueOfSlider(c, s) {
  if (c.zero && Number(s) === 0) return c.def === '' ? '' : c.kind === 'int' ? '0' : '0s'; // E's 0 is its default, N × I
  const lo = Math.log(Math.max(c.min, c.kind === 'int' ? 1 : 1e3)), hi = Math.log(c.max);
  const v = Math.exp(lo + (hi - lo) * Number(s) / 1000);
  return c.kind === 'int' ? String(Math.round(v)) : formatDur(v);
}
// parseDur reads the Go durations the sliders write (for their position
// only: the model parses what is sent).
function parseDur(text) {
  const units = {ns: 1, us: 1e3, 'µs': 1e3, ms: 1e6, s: 1e9, m: 6e10, h: 3.6e12};
  let total = 0, m, re = /([0-9.]+)(ns|us|µs|ms|s|m|h)/g, seen = false;
  while ((m = re.exec(text)) !== null) { total += Number(m[1]) * units[m[2]]; seen = true; }
  return seen ? total : NaN;
}

const form = document.getElementById('form');
const fields = {};
for (const c of controls) {
  const div = document.createElement('div');
  div.className = 'control';
  div.id = 'control-' + c.key;
  const id = 'in-' + c.key;
  div.innerHTML = '<label for="' + id + '"></label><div class="row"></div><div class="error" role="alert"></div>';
  let range = '';
  if (c.kind === 'dur') range = ', ' + (c.zero ? '0' : formatDur(c.min)) + ' to ' + formatDur(c.max) + ' on the slider';
  if (c.kind === 'int') range = ', ' + c.min + ' to ' + c.max + ' on the slider';
  div.querySelector('label').textContent = c.label + ' (-' + c.key + range + ')';
  const row = div.querySelector('.row');
  let input, slider = null;
  if (c.kind === 'choice') {
    input = document.createElement('input');
    input.type = 'text';
    input.setAttribute('list', 'list-' + c.key);
    const list = document.createElement('datalist');
    list.id = 'list-' + c.key;
    for (const o of c.options) { const opt = document.createElement('option'); opt.value = o; list.appendChild(opt); }
    row.appendChild(list);
  } else {
    slider = document.createElement('input');
    slider.type = 'range'; slider.min = '0'; slider.max = '1000';
    slider.setAttribute('aria-label', c.label);
    input = document.createElement('input');
    input.type = 'text';
    row.appendChild(slider);
    slider.addEventListener('input', () => { input.value = valueOfSlider(c, slider.value); update(); });
  }
  input.id = id;
  input.name = c.key;
  input.value = c.def;
  input.addEventListener('input', () => { if (slider) slider.value = sliderValue(c, input.value); update(); });
  row.appendChild(input);
  form.appendChild(div);
  fields[c.key] = {c, input, slider, div};
}
const box = document.getElementById('designs');
const checks = {};
for (const [name, label] of designs) {
  const l = document.createElement('label');
  l.innerHTML = '<input type="checkbox"> ';
  l.appendChild(document.createTextNode(label));
  const cb = l.querySelector('input');
  cb.name = 'design-' + name;
  cb.addEventListener('change', update);
  box.appendChild(l);
  checks[name] = cb;
}
const presetBox = document.getElementById('presets');
for (const [label, query] of presets) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', () => { load(query); update(); });
  presetBox.appendChild(b);
}

// extra holds query keys the page has no control for: the model refuses
// them with the report's reason.
let extra = [];

// load sets every control from a query string.
function load(query) {
  const q = new URLSearchParams(query);
  extra = [];
  for (const [k, v] of q) if (!(k in fields) && k !== 'designs') extra.push([k, v]);
  for (const key in fields) {
    const f = fields[key];
    f.input.value = q.has(key) ? q.get(key) : f.c.def;
    if (f.slider) f.slider.value = sliderValue(f.c, f.input.value);
  }
  const shown = q.has('designs') ? q.get('designs').split(',') : defaultDesigns;
  for (const name in checks) checks[name].checked = shown.includes(name);
}

// query is the controls' query string: each value that is not the default.
function query() {
  const q = new URLSearchParams();
  for (const key in fields) {
    const f = fields[key];
    if (f.input.value !== f.c.def) q.set(key, f.input.value);
  }
  for (const [k, v] of extra) q.set(k, v);
  const shown = designs.map(d => d[0]).filter(n => checks[n].checked);
  if (shown.join(',') !== defaultDesigns.join(',')) q.set('designs', shown.join(','));
  return q.toString();
}

const status = document.getElementById('status');
let ready = false;

// update runs the model on the controls' query and shows what it says.
function update() {
  if (!ready) return;
  const started = performance.now();
  const view = JSON.parse(window.coExplore(query()));
  for (const key in fields) fields[key].div.classList.remove('invalid');
  if (view.error) {
    const f = fields[view.error.field];
    if (f) {
      f.div.classList.add('invalid');
      f.div.querySelector('.error').textContent = view.error.message;
    }
    status.className = 'error';
    status.textContent = view.error.message;
    document.getElementById('view').classList.add('stale');
    return;
  }
  document.getElementById('view').classList.remove('stale');
  history.replaceState(null, '', view.query ? '?' + view.query : location.pathname);
  status.className = '';
  const words = document.getElementById('words');
  words.replaceChildren(...view.words.map(w => { const p = document.createElement('p'); p.textContent = w; return p; }));
  document.getElementById('plot').innerHTML = view.svg;
  const table = document.getElementById('table');
  table.replaceChildren();
  const tr = table.insertRow();
  for (const h of view.header) { const th = document.createElement('th'); th.textContent = h; tr.appendChild(th); }
  for (const r of view.rows) {
    const row = table.insertRow();
    row.dataset.design = r.design;
    row.dataset.ns = r.ns.join(',');
    row.dataset.count = r.count;
    row.dataset.slow = r.slow;
    row.insertCell().textContent = r.label;
    for (const cell of r.cells) row.insertCell().textContent = cell;
  }
  document.getElementById('rule').textContent = 'Percentiles by the ' + view.rule + '.';
  const ms = performance.now() - started;
  status.textContent = 'Computed in ' + ms.toFixed(0) + ' ms.';
  status.dataset.ms = ms.toFixed(1);
}

// coReady is called by the model once it has started.
window.coReady = () => {
  ready = true;
  document.body.dataset.ready = '1';
  document.body.dataset.loadMs = performance.now().toFixed(0);
  update();
};

load(location.search);
const go = new Go();
WebAssembly.instantiateStreaming(fetch('explorer.wasm'), go.importObject)
  .then(r => go.run(r.instance))
  .catch(err => { status.className = 'error'; status.textContent = 'The model did not load: ' + err; });

// Audit a log: the audit (audit.wasm) loads when a log is first chosen;
// the file is streamed to it in chunks, as the command reads a file, and
// what it prints is shown as the command prints it, with its picture.
const auditStatus = document.getElementById('audit-status');
let auditReady = null;
function loadAudit() {
  if (!auditReady) {
    auditReady = new Promise((resolve, reject) => {
      window.coAuditReady = resolve;
      const g = new Go();
      WebAssembly.instantiateStreaming(fetch('audit.wasm'), g.importObject).then(r => g.run(r.instance)).catch(reject);
    });
  }
  return auditReady;
}

// readingLine is the page's line while a log is read, after ms of
// reading: how much of it, and, once a second has shown the rate, about
// how long is left.
function readingLine(name, readBytes, sizeBytes, ms) {
  const mb = b => (b / 1e6).toFixed(b < 1e7 ? 1 : 0) + ' MB';
  let line = 'Reading ' + name + ': ' + mb(readBytes);
  if (sizeBytes > 0) line += ' of ' + mb(sizeBytes) + ' (' + Math.round(100 * readBytes / sizeBytes) + ' %)';
  if (ms >= 1000 && readBytes > 0 && sizeBytes > readBytes) {
    const left = (sizeBytes - readBytes) / (readBytes / ms) / 1000;
    line += left < 1 ? ', under 1 s left' : ', about ' + left.toFixed(0) + ' s left';
  }
  return line + '…';
}
window.coReadingLine = readingLine;

async function auditFile(file) {
  const out = document.getElementById('audit-out'), picture = document.getElementById('audit-picture');
  out.textContent = '';
  document.getElementById('audit-first').replaceChildren();
  picture.hidden = true;
  document.body.dataset.audited = '';
  auditStatus.className = '';
  auditStatus.textContent = 'Loading the audit…';
  try {
    await loadAudit();
  } catch (err) {
    auditStatus.className = 'error';
    auditStatus.textContent = 'The audit did not load: ' + err;
    return;
  }
  const started = performance.now();
  auditStatus.textContent = 'Reading ' + file.name + '…';
  window.coAuditStart(file.name, file.size);
  const reader = file.stream().getReader();
  let readBytes = 0, shown = started;
  for (;;) {
    const {done, value} = await reader.read();
    if (done || !window.coAuditWrite(value)) break;
    readBytes += value.length;
    const now = performance.now();
    if (now - shown >= 250) { // a long log's progress, four times a second
      shown = now;
      auditStatus.textContent = readingLine(file.name, readBytes, file.size, now - started);
    }
  }
  reader.cancel().catch(() => {});
  auditStatus.textContent = 'Auditing ' + file.name + '…';
  await new Promise(r => setTimeout(r, 0)); // the line shows before the audit's own work
  const view = JSON.parse(window.coAuditEnd());
  if (view.error) {
    auditStatus.className = 'error';
    auditStatus.textContent = view.error;
  } else {
    // the runs' first lines as paragraphs that wrap, the account as
    // the command prints it
    const lines = view.text.split('\n'), first = document.getElementById('audit-first');
    let k = 0;
    while (k < lines.length && lines[k].startsWith('audit: ')) k++;
    first.replaceChildren(...lines.slice(0, k).map(l => { const p = document.createElement('p'); p.textContent = l; return p; }));
    out.textContent = lines.slice(k).join('\n');
    if (picture.src) URL.revokeObjectURL(picture.src);
    picture.src = URL.createObjectURL(new Blob([view.picture], {type: 'image/svg+xml'}));
    picture.hidden = false;
    auditStatus.textContent = 'Audited ' + file.name + ' (' + file.size.toLocaleString('en') + ' bytes) in ' + (performance.now() - started).toFixed(0) + ' ms, in this page.';
  }
  document.body.dataset.audited = file.name;
}

document.getElementById('audit-file').addEventListener('change', e => {
  if (e.target.files.length) auditFile(e.target.files[0]);
});
const drop = document.getElementById('audit-drop');
drop.addEventListener('dragover', e => { e.preventDefault(); drop.classList.add('over'); });
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', e => {
  e.preventDefault();
  drop.classList.remove('over');
  if (e.dataTransfer.files.length) auditFile(e.dataTransfer.files[0]);
});
