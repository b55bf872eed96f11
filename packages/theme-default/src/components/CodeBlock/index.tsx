import { useSiteData } from '@docs-kit/core/runtime';
import { useRef, useState } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';
import { copyShortcut, useCopy } from './useCopy';
import './index.css';

export interface CodeBlockProps {
  /** Highlighted HTML from the build (a shiki `<pre>`); the only HTML the theme injects. */
  html?: string;
  /** Plain code, for blocks made at runtime (package-manager commands). */
  code?: string;
  lang?: string;
  title?: string;
  /** Numbered lines (`markdown.showLineNumbers` or `showLineNumbers` in the fence). */
  lineNumbers?: boolean | 'true' | 'false';
  /** Start wrapped (`markdown.defaultWrapCode`). */
  wrap?: boolean | 'true' | 'false';
}

const truthy = (value: boolean | string | undefined) => value === true || value === 'true';

/** A code block: optional title, copy button (2 s success state), wrap toggle, optional line numbers. */
export function CodeBlock({ html, code, lang = 'text', title, lineNumbers, wrap }: CodeBlockProps) {
  const { markdown } = useSiteData();
  const texts = useTexts();
  const [wrapped, setWrapped] = useState(wrap === undefined ? markdown.defaultWrapCode : truthy(wrap));
  const content = useRef<HTMLDivElement>(null);
  const { state, copy } = useCopy();
  const numbered = lineNumbers === undefined ? markdown.showLineNumbers : truthy(lineNumbers);
  const onCopy = () => {
    const pre = content.current?.querySelector('code') ?? content.current;
    const text =
      code ??
      Array.from(pre?.querySelectorAll('.line') ?? [])
        .map((line) => line.textContent ?? '')
        .join('\n');
    void copy(text || (pre?.textContent ?? ''), pre);
  };
  const classes = ['docs-code-block', wrapped && 'docs-code-wrap', numbered && 'docs-code-line-numbers']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-lang={lang}>
      {title && <div className="docs-code-title">{title}</div>}
      <div className="docs-code-body">
        {html !== undefined ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own highlighted HTML (shiki escapes the code).
          <div ref={content} className="docs-code-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div ref={content} className="docs-code-content">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (as shiki's own pre). */}
            <pre className="shiki docs-code-plain" tabIndex={0}>
              <code>
                {(code ?? '').split('\n').map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text.
                  <span key={index} className="line">
                    {index > 0 && '\n'}
                    {line}
                  </span>
                ))}
              </code>
            </pre>
          </div>
        )}
        <div className="docs-code-actions">
          <button
            type="button"
            className="docs-code-button docs-code-wrap-button"
            aria-label={texts.wrapText}
            aria-pressed={wrapped}
            title={texts.wrapText}
            onClick={() => setWrapped((w) => !w)}
          >
            <Icons.Wrap width={16} height={16} />
          </button>
          <button
            type="button"
            className={`docs-code-button docs-code-copy${state === 'copied' ? ' docs-code-copied' : ''}`}
            aria-label={state === 'copied' ? texts.copiedText : texts.copyText}
            title={state === 'copied' ? texts.copiedText : texts.copyText}
            onClick={onCopy}
          >
            {state === 'copied' ? <Icons.Check width={16} height={16} /> : <Icons.Copy width={16} height={16} />}
          </button>
        </div>
        <span className="docs-visually-hidden" role="status" aria-live="polite">
          {state === 'copied' ? texts.copiedText : ''}
        </span>
        {state === 'failed' && (
          <p className="docs-code-copy-failed" role="alert">
            {texts.copyFailedText.replace('Ctrl+C', copyShortcut())}
          </p>
        )}
      </div>
    </div>
  );
}
