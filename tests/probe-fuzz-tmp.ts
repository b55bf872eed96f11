import { fuzz } from './unit/reliability/fuzz';
const t = performance.now();
const r = await fuzz(Number(process.argv[2]), Number(process.argv[3]), 10000);
console.log(r.counts, performance.now() - t);
for (const f of r.failures.slice(0, 10)) console.log(JSON.stringify(f));
