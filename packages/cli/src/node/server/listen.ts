import type { Server } from 'node:http';
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
