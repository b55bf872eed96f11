/**
 * The dev server's soak run (issue 7): 1,000 edits of one page, each answered by an update, with
 * the heap after the last within 1.5× of the heap after the first 10; then a 5 MB page, after
 * which the server still answers.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DevHarness, settledHeap, startDevHarness } from '../unit/reliability/devHarness';

let dev: DevHarness;

beforeAll(async () => {
  dev = await startDevHarness('soak');
});

afterAll(async () => {
  await dev?.close();
});

it('1,000 edits: every one answered, memory within 1.5× of after the first 10', async () => {
  let baseline = 0;
  const samples: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const updated = dev.next((m) => m.type === 'reload' || m.path === '/guide/', 30_000);
    // Every tenth edit is broken, so the error path is soaked too. A reload also answers: a read
    // that catches the file half-written sees another title, and the site reloads.
    const body = i % 10 === 5 ? 'Broken {' : `Edit ${i}: ${'text '.repeat(300)}`;
    await dev.write('guide/index.md', `# Guide\n\n## Install\n\n${body}\n\n\`\`\`ts\nconst edit = ${i};\n\`\`\`\n`);
    await updated;
    if (i === 9) baseline = await settledHeap();
    if (i % 100 === 99) samples.push(await settledHeap());
  }
  const after = await settledHeap();
  console.log(
    `[dev soak] heap after 10 edits ${(baseline / 1e6).toFixed(1)} MB, every 100: ${samples.map((s) => (s / 1e6).toFixed(1)).join(', ')} MB`,
  );
  expect(after / baseline).toBeLessThan(1.5);
  const page = await dev.page('/guide/');
  expect(page.body).toContain('Edit 999');
}, 1_200_000);

it('a 5 MB page compiles, and the server answers afterwards', async () => {
  let big = '# Big page\n\n';
  for (let i = 0; big.length < 5 * 1024 * 1024; i++)
    big += `## Section ${i}\n\nParagraph ${i} with **bold** and \`code\`. ${'Lorem ipsum dolor sit amet. '.repeat(8)}\n\n`;
  // The compile runs on the server's thread: measure how long the server stops answering.
  let longest = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      // A reset (a kept-alive socket closed while the thread was busy) counts as silence too.
      await fetch(`${dev.url}/@docs/jsx-runtime.js`).catch(() => undefined);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const reload = dev.next((m) => m.type === 'reload', 120_000);
  await dev.write('guide/big.md', big);
  await reload;
  const module = await dev.page('/guide/big');
  expect(module.status).toBe(200);
  expect(module.body).not.toContain('docs:dev-error');
  expect((await dev.page('/guide/')).status).toBe(200);
  probing = false;
  await probe;
  console.log(`[dev soak] 5 MB page: the server's longest silence was ${(longest / 1000).toFixed(1)} s`);
  expect(longest).toBeLessThan(120_000);
  await rm(path.join(dev.dir, 'docs/en/guide/big.md'));
}, 300_000);
