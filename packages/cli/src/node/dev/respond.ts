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

/**
 * How long the terminal keeps quiet about an error it has just printed: a broken page is reported
 * by the save's compile and again by the tab asking for the page's module.
 */
const REPEAT_MS = 2000;
let lastPrinted = { text: '', at: 0 };

/** Sends an error to the open tabs' overlay and, when interactive, prints it in the terminal (once). */
export function reportError(
  error: unknown,
  events: EventChannel,
  routePath: string | undefined,
  print: boolean | undefined,
): void {
  events.send({ type: 'error', path: routePath, error: errorDetail(error) });
  if (!print) return;
  const text = `\n✖ ${error instanceof DocsError ? error.format() : String((error as Error)?.message ?? error)}`;
  const now = Date.now();
  if (text === lastPrinted.text && now - lastPrinted.at < REPEAT_MS) return;
  lastPrinted = { text, at: now };
  console.error(text);
}
