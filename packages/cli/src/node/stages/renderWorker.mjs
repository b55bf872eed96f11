// Renders page bodies to HTML on a worker thread (see renderPool.ts). Plain JavaScript: the thread
// imports only the server bundle and the page modules, all JavaScript already, so it starts without
// the TypeScript loader, and every page module it imports is freed when the pool retires it.
import { parentPort, workerData } from 'node:worker_threads';

/** A 404 page's component: it renders nothing of its own (see notFoundPage in core's runtime). */
const Empty = () => null;

const server = import(workerData.serverUrl);
server.then(
  ({ themeInitScript }) => parentPort.postMessage({ ready: true, themeInitScript }),
  (error) => parentPort.postMessage({ ready: false, error: error?.message ?? String(error) }),
);

parentPort.on('message', async ({ id, url, moduleUrl, pageData }) => {
  try {
    const { render } = await server;
    const module = moduleUrl ? await import(moduleUrl) : { default: Empty, pageData };
    const { html, head } = await render(url, module);
    parentPort.postMessage({ id, html, head: { title: head.title, description: head.description } });
  } catch (error) {
    parentPort.postMessage({ id, error: error?.message ?? String(error) });
  }
});
