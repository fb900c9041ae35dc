/*
 * Debian's nginx serving out/ with the generated deploy/nginx.conf, on 127.0.0.1:80 and :443, for the
 * nginx test of `npm test` (tools/test.sh). Only what a machine of its own must change is swapped in:
 * the root (this checkout's out/), the certificate (made for the run with openssl, for 127.0.0.1 and
 * localhost) and the listen addresses (loopback; no IPv6). Everything else is the file as generated.
 * The main file around it is nginx's smallest: Debian's modules (Brotli), its MIME types, a pid, logs and
 * temporary folders of its own in STATE_DIR, so it touches no other nginx on the machine.
 *
 * Usage: tsx e2e/nginx/server.ts start | stop   (as root: the Observatory scans the standard ports)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeLoopbackCertificate } from '../../tools/security/loopback-certificate';

export const STATE_DIR = join(tmpdir(), 'rawnaq-nginx');
export const CERT_FILE = join(STATE_DIR, 'cert.pem');
const KEY_FILE = join(STATE_DIR, 'key.pem');
const MAIN_FILE = join(STATE_DIR, 'nginx.conf');
const SITE_FILE = join(STATE_DIR, 'site.conf');
const PID_FILE = join(STATE_DIR, 'nginx.pid');
export const ERROR_LOG = join(STATE_DIR, 'error.log');
/** Where the nginx test reaches the site. */
export const NGINX_ORIGIN = 'https://127.0.0.1';
export const NGINX_HTTP_ORIGIN = 'http://127.0.0.1';

/** Replaces `from` in `text`, which must occur exactly `count` times (the generator changed otherwise). */
function swap(text: string, from: RegExp, to: string, count = 1): string {
  const found = text.match(new RegExp(from.source, 'gm'))?.length ?? 0;
  if (found !== count)
    throw new Error(
      `deploy/nginx.conf: expected ${count} line(s) matching ${from}, found ${found} (pipeline/security/nginx.ts changed?)`,
    );
  return text.replace(new RegExp(from.source, 'gm'), to);
}

/** deploy/nginx.conf with this machine's root, certificate and loopback addresses. */
export function siteConf(generated: string, outDir: string): string {
  let conf = generated;
  conf = swap(conf, /^ {4}listen \[::\]:\d+.*\n/, '', 2);
  conf = swap(conf, /^ {4}listen 80;$/, '    listen 127.0.0.1:80;');
  conf = swap(conf, /^ {4}listen 443 ssl http2;$/, '    listen 127.0.0.1:443 ssl http2;');
  conf = swap(conf, /^ {4}server_name \S+;$/, '    server_name 127.0.0.1 localhost;', 2);
  conf = swap(conf, /^ {4}ssl_certificate \S+;$/, `    ssl_certificate ${CERT_FILE};`);
  conf = swap(conf, /^ {4}ssl_certificate_key \S+;$/, `    ssl_certificate_key ${KEY_FILE};`);
  conf = swap(conf, /^ {4}root \S+;$/, `    root ${outDir};`);
  return conf;
}

const mainConf = () =>
  [
    '# The nginx test (e2e/nginx/server.ts): a throwaway instance around the generated site file.',
    // The checkout may be anywhere: the workers read it as the user who started the test (root).
    'user root;',
    'worker_processes 1;',
    `pid ${PID_FILE};`,
    `error_log ${ERROR_LOG} warn;`,
    'include /etc/nginx/modules-enabled/*.conf;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${join(STATE_DIR, kind)};`,
    ),
    `    include ${SITE_FILE};`,
    '}',
    '',
  ].join('\n');

const nginx = (...args: string[]) =>
  execFileSync('nginx', ['-c', MAIN_FILE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** Starts nginx over `outDir` with `confFile`; throws with nginx's own words when it refuses. */
export function start(outDir = 'out', confFile = 'deploy/nginx.conf') {
  if (!existsSync('/usr/sbin/nginx') && !existsSync('/usr/bin/nginx'))
    throw new Error(
      'The nginx test needs Debian nginx and its Brotli modules: apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
    );
  if (process.getuid?.() !== 0)
    throw new Error('The nginx test runs as root: it listens on 127.0.0.1:80 and :443');
  if (existsSync(PID_FILE)) stop();
  rmSync(STATE_DIR, { recursive: true, force: true });
  mkdirSync(STATE_DIR, { recursive: true });
  writeLoopbackCertificate(KEY_FILE, CERT_FILE);
  writeFileSync(SITE_FILE, siteConf(readFileSync(confFile, 'utf8'), resolve(outDir)));
  writeFileSync(MAIN_FILE, mainConf());
  try {
    nginx('-t', '-q');
    nginx();
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx refused ${confFile} (as ${SITE_FILE}):\n${stderr}`);
  }
}

/** Stops the instance started above, if it runs. */
export function stop() {
  if (!existsSync(PID_FILE)) return;
  try {
    nginx('-s', 'stop');
  } catch (error) {
    console.error(String((error as { stderr?: Buffer }).stderr ?? error));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'start') {
    start();
    console.log(`nginx: deploy/nginx.conf over out/ at ${NGINX_ORIGIN} (certificate ${CERT_FILE})`);
  } else if (command === 'stop') stop();
  else {
    console.error('Usage: tsx e2e/nginx/server.ts start | stop');
    process.exit(2);
  }
}
