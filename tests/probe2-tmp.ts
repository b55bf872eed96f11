import { compileInput, runCase } from './unit/reliability/fuzz';
const cases: Record<string, string> = {
  headings: Array.from({ length: 10000 }, (_, i) => `## Heading ${i % 50}\n\ntext\n`).join('\n'),
  nested100: Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'),
  nested1000: Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'),
  quotes: '>'.repeat(5000) + ' deep',
  big: Array.from({ length: 60000 }, (_, i) => `Paragraph ${i} with **bold** and [link](https://e.com) text text text text.\n`).join('\n'),
  brackets: '['.repeat(20000),
  emph: '*a '.repeat(20000),
};
for (const [name, src] of Object.entries(cases)) {
  for (const ext of ['.md', '.mdx']) {
    const t = performance.now();
    const o = await runCase(src, ext, 120000);
    console.log(name, ext, (src.length/1e6).toFixed(2)+'MB', JSON.stringify(o).slice(0, 300), Math.round(performance.now() - t));
  }
}
