import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from 'serve-handler';
import { outDir } from './routes';

/*
 * The export as a host that sends no header at all serves it (GitHub Pages, an S3 bucket, a plain file
 * server): serve-handler over out/, with none of out/_headers. Only each page's own policy (its
 * <meta http-equiv>, first in <head>) protects it there. One server per worker process, on a port the
 * system picks, started on first use and never holding the process open.
 */
let started: Promise<string> | undefined;

/** The origin (http://127.0.0.1:<port>) of this worker's header-less server. */
export function plainOrigin(): Promise<string> {
  started ??= new Promise((resolve, reject) => {
    const server: Server = createServer((request, response) => {
      void handler(request, response, { public: outDir, directoryListing: false });
    });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  return started;
}
