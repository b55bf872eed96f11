// The goals of issue 17 (builds that scale), each next to the figure of this run that answers it.
// A goal whose figure this run did not measure says which option measures it.

const status = (value, pass) => (value == null ? 'not measured' : pass ? '**met**' : '**not met**');

export function goalsTable(res, { sec, mb, fmtRatio, table }) {
  const B = res.sections.build ?? {};
  const D = res.sections.dev ?? {};
  const W = res.sections.weight;
  const at = (n) => (B[n] && !B.error ? B[n] : undefined);
  const b400 = at(400);
  const b4000 = at(4000);
  const b10000 = at(10000);
  const rows = [['Goal', 'Target', 'This run', 'Status']];
  const add = (goal, target, value, shown, pass, missing) =>
    rows.push([goal, target, value == null ? missing : shown, status(value, pass)]);
  const r = b400?.ratios ?? {};
  add(
    'Cold build, 400 pages, vs Rspress',
    '≤ 0.33×',
    r.cold,
    `${fmtRatio(r.cold)} (${sec(b400?.ours.cold.medianMs)} vs ${sec(b400?.rspress.cold.medianMs)})`,
    r.cold <= 0.33,
    'needs Rspress (`--only build`, no `--no-rspress`)',
  );
  add(
    'Cold build, 400 pages, vs VitePress',
    '≤ 0.5×',
    r.vitepressCold,
    `${fmtRatio(r.vitepressCold)} (${sec(b400?.ours.cold.medianMs)} vs ${sec(b400?.vitepress?.cold.medianMs)})`,
    r.vitepressCold <= 0.5,
    'needs VitePress (no `--no-vitepress`)',
  );
  add(
    'Peak memory, 400 pages, vs Rspress',
    '≤ 0.2×',
    r.mem,
    `${fmtRatio(r.mem)} (${mb(b400?.ours.cold.medianPeakMB)} vs ${mb(b400?.rspress.cold.medianPeakMB)})`,
    r.mem <= 0.2,
    'needs Rspress',
  );
  // The incremental goals: one timing of a build at one size, under a limit in seconds.
  const editRow = (goal, b, kind, limitS, size) => {
    const ms = b?.ours[kind]?.medianMs;
    add(goal, `≤ ${limitS} s`, ms, sec(ms), ms <= limitS * 1000, `\`--sizes ${size}\``);
  };
  editRow('One page edited (body), 400 pages', b400, 'edit', 1, 400);
  editRow('One page edited (body), 4,000 pages', b4000, 'edit', 2, 4000);
  editRow('One title edited, 400 pages', b400, 'title', 2, 400);
  const peak4000 = b4000?.ours.cold.medianPeakMB;
  add('Peak memory, 4,000 pages', '≤ 2 GB', peak4000, mb(peak4000), peak4000 <= 2048, '`--sizes 4000`');
  const peak10000 = b10000?.ours.cold.medianPeakMB;
  const linear = b10000 && b400 ? b10000.ours.cold.medianMs / 10000 / (b400.ours.cold.medianMs / 400) : undefined;
  add(
    'Build of 10,000 pages: memory, and time per page vs 400',
    '≤ 4 GB; ≤ 1.2× the time per page',
    peak10000,
    `${mb(peak10000)}, ${sec(b10000?.ours.cold.medianMs)} (${linear?.toFixed(2)}× per page)`,
    peak10000 <= 4096 && linear <= 1.2,
    '`--build-10000` (cold only; about 10 min on 2 quiet cores)',
  );
  const dev10000 = D[10000]?.firstAnswerMs;
  add('Dev start, 10,000 pages', '< 1 s', dev10000, sec(dev10000), dev10000 < 1000, '`--only dev --dev-sizes 10000`');
  const saves = Object.entries(D).filter(([, v]) => v?.saveToScreen);
  const worst = saves.length ? Math.max(...saves.map(([, v]) => v.saveToScreen.medianMs)) : undefined;
  add(
    'Save-to-screen (median, every dev corpus)',
    '< 150 ms',
    worst,
    saves.map(([k, v]) => `${k}: ${sec(v.saveToScreen.medianMs)}`).join(', '),
    worst < 150,
    '`--only dev`',
  );
  const js = W?.budget?.find((x) => /site/.test(x.name))?.jsGzip;
  add(
    'First-load JS of a doc page, real site (unchanged by this work)',
    '≤ 100 KB gzip, as before',
    js,
    js == null ? '' : `${(js / 1024).toFixed(1)} KB`,
    js <= 100 * 1024,
    '`--only weight`',
  );
  return `### Goals of issue 17 (load average at start ${res.machine.load}: on a shared machine timings are noisy)\n\n${table(rows)}`;
}
