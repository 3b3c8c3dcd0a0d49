#!/usr/bin/env node
// `npm run bench:cluster`: the server as a cluster behind HAProxy, under a mixed load, through a
// rolling restart and a kill -9. Starts PostgreSQL (a throwaway cluster, or a database of its own
// on DATABASE_URL), s3rver, INSTANCES server instances (server/main.ts as deployed) and HAProxy
// with ops/haproxy/haproxy.cfg; drives page views, article reads, lists, searches, a member's
// logins and an admin's writes through it; restarts every instance in turn with SIGTERM, kills
// one with SIGKILL and starts it again; prints requests, failures, p50/p99, the writes checked
// afterwards and the verdict (exit 1 when it fails). Everything it started is stopped at the end,
// also on Ctrl-C.
// Options: --instances=N (default 3), --duration=S seconds of undisturbed load before, between
// and after the events (default 10), --readers=N (8), --writers=N (2), --think=MS between one
// user's requests (50), --login-every=MS (2000), --no-kill, --port=N HAProxy's port (or
// CLUSTER_PORT), --instance-port=N the first instance's port, the others the next ones (or
// CLUSTER_INSTANCE_PORT); free ports when unset.
// Run with `node --import tsx` (package.json does): it imports the TypeScript cluster modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster.ts';
import { Load } from './cluster-load.ts';
import { report, runScenario } from './cluster-run.ts';
import { portOption, PortOptionError } from './port-option.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const INSTANCES = arg('instances', 3);
const DURATION_S = arg('duration', 10);
const KILL = !process.argv.includes('--no-kill');
let ports;
try {
  ports = {
    port: portOption(process.argv, 'port', 'CLUSTER_PORT'),
    firstInstancePort: portOption(process.argv, 'instance-port', 'CLUSTER_INSTANCE_PORT'),
  };
} catch (error) {
  if (!(error instanceof PortOptionError)) throw error;
  console.error(`bench:cluster: ${error.message}`);
  process.exit(2);
}
const loadOptions = {
  readers: arg('readers', 8),
  writers: arg('writers', 2),
  thinkMs: arg('think', 50),
  loginEveryMs: arg('login-every', 2000),
};

// The built site when there is one (article pages rendered by the server), else a bare shell.
let siteDir = path.resolve('dist');
let site = 'dist/ (server-rendered article pages)';
if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>');
  site = 'a bare index.html (run `npm run build` first for server-rendered pages)';
}
const removeSite = () =>
  siteDir.includes('bench-cluster-site-') && fs.rmSync(siteDir, { recursive: true, force: true });

let cluster;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await cluster?.stop();
  removeSite();
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    console.log(`\n${sig}: stopping the cluster`);
    void shutdown(130);
  });

try {
  console.log(
    `starting PostgreSQL (${process.env.DATABASE_URL ? 'a database on DATABASE_URL' : 'a throwaway cluster'}), s3rver, ${INSTANCES} instances and HAProxy...`,
  );
  cluster = await startCluster({
    instances: INSTANCES,
    main: 'production',
    nodeOptions: [],
    staticDir: siteDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    ...ports,
  });
  if (stopping) await new Promise(() => {});
  console.log(
    `HAProxy on ${cluster.url}, instances on ${cluster.instances.map((i) => i.port).join(', ')}`,
  );
  const load = new Load(cluster.url, loadOptions);
  await load.start();
  const run = await runScenario(cluster, load, {
    steadyMs: DURATION_S * 1000,
    kill: KILL,
    progress: (line) => console.log(line),
  });
  await load.stop();
  const lost = await load.lostWrites();
  const { lines, verdict } = report(cluster, load, run, lost);
  const seconds = ((run.endedAt - run.startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `npm run bench:cluster -- --instances=${INSTANCES} --duration=${DURATION_S}${KILL ? '' : ' --no-kill'}`,
      `  ${os.availableParallelism()} cores, Node ${process.version}, HAProxy ${cluster.versions.haproxy}, ` +
        `PostgreSQL ${cluster.versions.postgres}, s3rver; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      `  ${INSTANCES} instances of server/main.ts behind ops/haproxy/haproxy.cfg; site: ${site}`,
      `  load for ${seconds} s: ${loadOptions.readers} readers and ${loadOptions.writers} admin writers ` +
        `(${loadOptions.thinkMs} ms between requests), a member's login and logout every ${loadOptions.loginEveryMs} ms`,
      ...lines,
    ].join('\n'),
  );
  await shutdown(verdict.pass ? 0 : 1);
} catch (e) {
  console.error(e);
  await shutdown(1);
}
