import { buildSiteIndex } from '/work/main/tests/unit/search/siteIndex';
import { evaluate, formatEvaluation, loadCases } from '/work/main/tests/unit/search/evaluate';
const idx = await buildSiteIndex();
for (const lang of ['en', 'zh']) console.log(formatEvaluation(evaluate(lang, idx.records.get(lang)!, loadCases(lang))));
