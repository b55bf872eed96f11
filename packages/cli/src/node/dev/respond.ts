import type { ServerResponse } from 'node:http';
import { DocsError } from '@docs-kit/core';
import type { EventChannel } from './events';

export function sendText(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-cache');
  res.end(body);
}

export function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** What the browser's error overlay shows: the message, and where when it is known. */
export function errorDetail(error: unknown) {
  if (error instanceof DocsError) {
    return { message: error.message, file: error.file, line: error.line, column: error.column, frame: error.frame };
  }
  return { message: (error as Error)?.message ?? String(error) };
}

/** Sends an error to the open tabs' overlay and, when interactive, prints it in the terminal. */
export function reportError(
  error: unknown,
  events: EventChannel,
  routePath: string | undefined,
  print: boolean | undefined,
): void {
  events.send({ type: 'error', path: routePath, error: errorDetail(error) });
  if (print)
    console.error(`\n✖ ${error instanceof DocsError ? error.format() : String((error as Error)?.message ?? error)}`);
}
