import type { IncomingMessage, ServerResponse } from 'node:http';

/** Server-sent events to every open tab: page updates, errors and reloads. */
export class EventChannel {
  #clients = new Set<ServerResponse>();

  attach(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.#clients.add(res);
    req.on('close', () => this.#clients.delete(res));
  }

  send(message: unknown): void {
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const client of this.#clients) client.write(data);
  }

  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }
}
