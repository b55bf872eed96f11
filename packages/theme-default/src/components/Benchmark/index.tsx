import { usePageData } from '@docs-kit/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { type BenchmarkData, barWidth, formatTime, maxBenchmarkTime } from '../../logic/benchmark';
import { prefersReducedMotion } from '../../logic/transition';
import './index.css';

/**
 * The performance comparison (spec 4): per group, one bar per metric. Bars start at width 0 and,
 * the first time the section enters the viewport, grow linearly for `time` seconds to
 * time / max time across all groups. With reduced motion they appear at full width at once.
 */
export function Benchmark({ benchmark: given }: { benchmark?: BenchmarkData }) {
  const page = usePageData();
  const data = given ?? (page.frontmatter.benchmark as BenchmarkData | undefined);
  const root = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'animating' | 'instant'>('idle');

  useEffect(() => {
    const el = root.current;
    if (!el || state !== 'idle') return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setState('instant');
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setState('animating');
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state]);

  if (!data?.groups) return null;
  const groups = Object.entries(data.groups);
  const max = maxBenchmarkTime(data.groups);
  return (
    <section ref={root} className="docs-benchmark" aria-labelledby="docs-benchmark-title" data-state={state}>
      {data.title && (
        <h2 id="docs-benchmark-title" className="docs-home-section-title">
          {data.title}
        </h2>
      )}
      {data.description && <p className="docs-home-section-description">{data.description}</p>}
      <div className="docs-benchmark-groups">
        {groups.map(([key, group]) => (
          <div key={key} className="docs-benchmark-group">
            <h3 className="docs-benchmark-label">{group.label}</h3>
            <ul className="docs-benchmark-bars">
              {group.metrics.map((metric, index) => {
                const width = barWidth(metric.time, max);
                const started = state !== 'idle';
                return (
                  <li
                    key={metric.desc}
                    className={`docs-benchmark-row${index === 0 ? ' docs-benchmark-row-first' : ''}`}
                  >
                    <span className="docs-benchmark-desc">{metric.desc}</span>
                    <span className="docs-benchmark-track">
                      <span
                        className="docs-benchmark-bar"
                        data-width={width.toFixed(2)}
                        style={{
                          width: started ? `${width}%` : '0%',
                          transition: state === 'animating' ? `width ${metric.time}s linear` : 'none',
                        }}
                      />
                    </span>
                    <span className="docs-benchmark-time">{formatTime(metric.time)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
