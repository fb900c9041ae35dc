import { execFileSync } from 'node:child_process';

/**
 * Writes a self-signed certificate for this machine's loopback names (127.0.0.1 and localhost), valid
 * one day, and its key, with openssl: for the servers a run starts over TLS (tools/serve.ts --https,
 * nginx in e2e/nginx/server.ts). Throws openssl's own error when it fails or is missing.
 */
export function writeLoopbackCertificate(keyFile: string, certFile: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
