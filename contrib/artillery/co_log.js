// A per-request log of an Artillery run, for `report -audit`.
//
// Name this file as the script's processor and its two hooks on the
// requests (or on the scenario) to log:
//
//   config:
//     processor: "./co_log.js"   # from contrib/artillery, beside the script
//   scenarios:
//     - beforeRequest: coStart
//       afterResponse: coLog
//       flow:
//         - get: { url: "/" }
//
// It writes each request's start (seconds since the epoch, to the µs), its
// latency (ms, to the µs: from this beforeRequest hook to this afterResponse
// hook, so a little more than Artillery's own http.response_time, which is
// whole milliseconds to the first byte), its virtual user, its name and
// whether it succeeded (a status below 400), as a CSV to the file $CO_LOG
// names, or artillery-requests.csv. `report -audit FILE` reads it (format
// artillery-hook): each virtual user is a session of its own, arriving on
// the phases' schedule, its requests one after another. Artillery's own
// --output report holds summaries of 10 s periods (2.x), which have no send
// times. A request that fails before its response (a refused connection, a
// timeout) reaches no afterResponse hook and is not logged.
'use strict';

const fs = require('fs');
const { performance } = require('perf_hooks');
const { threadId } = require('worker_threads');

const header = 'start_s,latency_ms,vuser,name,ok\n';
const path = process.env.CO_LOG || 'artillery-requests.csv';
// Each of Artillery's worker threads loads this file and appends to the
// one log, a line a write. A log left from an earlier run (written before
// this process started) is emptied first; two threads that both find the
// file empty both write the header, and the reader skips a repeated one.
const started = Date.now() - process.uptime() * 1000;
try {
  if (fs.statSync(path).mtimeMs < started) {
    fs.truncateSync(path, 0);
  }
} catch (e) {
  if (e.code !== 'ENOENT') {
    throw e;
  }
}
const fd = fs.openSync(path, 'a');
if (fs.fstatSync(fd).size === 0) {
  fs.writeSync(fd, header);
}
const users = new Map();

function nowMs() {
  return performance.timeOrigin + performance.now();
}

// pathOf is a request's path, as Artillery's metrics-by-endpoint names it.
function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch (e) {
    return url;
  }
}

function coStart(req, context, ee, next) {
  req.coStartMs = nowMs();
  return next();
}

function coLog(req, res, context, ee, next) {
  const end = nowMs();
  if (req.coStartMs !== undefined) {
    let user = users.get(context._uid);
    if (user === undefined) {
      user = `${threadId}-${users.size + 1}`;
      users.set(context._uid, user);
    }
    const name = String(req.name || pathOf(req.url)).replace(/[",\r\n]/g, '_');
    const ok = res.statusCode < 400 ? 'true' : 'false';
    fs.writeSync(fd, `${(req.coStartMs / 1000).toFixed(6)},${(end - req.coStartMs).toFixed(3)},${user},${name},${ok}\n`);
  }
  return next();
}

module.exports = { coStart, coLog };
