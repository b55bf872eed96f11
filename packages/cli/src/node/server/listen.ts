import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DocsError } from '@docs-kit/core';

export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts listening; a busy port is an error that says which port and what to do. */
export function listen(server: Server, port: number, host: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new DocsError(`Port ${port} on ${host} is already in use.`, {
              hint: 'Stop the other server or pass --port.',
            })
          : error,
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Answers what never reaches the request handler with an error status instead of a silent hang-up
 * (issue 7): unparsable requests get 400 (431 for oversized headers), and CONNECT, which Node hands
 * to a separate event, gets 405 like every method other than GET and HEAD.
 */
export function refuseMalformed(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\n\r\n');
  });
}

/**
 * Sends a request for `/` to the site's home when it lives under a base (`/docs/`), where `/` has
 * nothing; true when it did. For `docs dev` and `docs preview`.
 */
export function redirectToBase(req: IncomingMessage, res: ServerResponse, base: string): boolean {
  if (base === '/' || req.url !== '/') return false;
  res.writeHead(302, { location: base }).end();
  return true;
}
