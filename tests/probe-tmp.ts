import { fuzz } from './unit/reliability/fuzz';
const t = performance.now();
const r = await fuzz(7, 300, 5000);
console.log(r.counts, performance.now() - t);
for (const f of r.failures.slice(0, 10)) console.log(JSON.stringify(f));
