import type { Blockquote, Code, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { githubAlert } from './containerSyntax';
import { walk } from './walk';
import type { CompileWarning } from './warnings';

const TYPES = new Set(['tip', 'info', 'note', 'important', 'warning', 'caution', 'danger', 'details']);
const DEFAULT_TITLES: Record<string, Record<string, string>> = {
  en: {
    tip: 'TIP',
    info: 'INFO',
    note: 'NOTE',
    important: 'IMPORTANT',
    warning: 'WARNING',
    caution: 'CAUTION',
    danger: 'DANGER',
    details: 'Details',
  },
  zh: {
    tip: '提示',
    info: '信息',
    note: '注意',
    important: '重要',
    warning: '警告',
    caution: '注意',
    danger: '危险',
    details: '详情',
  },
};

/** A fence's `[label]` (VitePress code groups), the tab's name. */
const FENCE_LABEL = /\[([^\]]+)\]/;

export interface ContainerOptions {
  lang: string;
  file: string;
  /** Components the page may use: code groups become `Tabs` only where the theme has them. */
  components: ReadonlySet<string>;
  warnings: CompileWarning[];
}

type Title = PhrasingContent[];

/**
 * Takes the inline nodes up to the end of the line out of `children` (the marker line of an alert
 * whose title has formatting); a text that ends the line keeps what follows its newline.
 */
function restOfLine(children: PhrasingContent[]): PhrasingContent[] {
  const taken: PhrasingContent[] = [];
  while (children.length) {
    const next = children[0] as PhrasingContent;
    if (next.type === 'break') break;
    if (next.type === 'text' && next.value.includes('\n')) {
      const at = next.value.indexOf('\n');
      const head = next.value.slice(0, at).trimEnd();
      if (head) taken.push({ type: 'text', value: head });
      next.value = next.value.slice(at + 1);
      if (!next.value) children.shift();
      break;
    }
    taken.push(children.shift() as PhrasingContent);
  }
  return taken;
}

/**
 * Turns a block into a box: plain HTML (`div.docs-container` or `details`), so it needs no
 * component and reads the same with JavaScript off.
 */
function box(node: ContainerDirective | Blockquote, type: string, title: Title, open = false): void {
  const isDetails = type === 'details';
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: isDetails ? 'summary' : 'p', hProperties: { className: ['docs-container-title'] } },
  };
  (node.children as RootContent[]).unshift(heading);
  node.data = {
    hName: isDetails ? 'details' : 'div',
    hProperties: { className: ['docs-container', `docs-container-${type}`], ...(open ? { open: true } : {}) },
  };
}

/** `::: code-group`: each fence a tab named by its `[label]` (or its language). */
function codeGroup(node: ContainerDirective, components: ReadonlySet<string>): RootContent[] {
  // Without the theme's tabs the fences stay stacked, each titled by its label: nothing is lost.
  if (!components.has('Tabs') || !components.has('Tab')) return node.children;
  const tabs: RootContent[] = [];
  for (const child of node.children) {
    const last = tabs.at(-1) as { children: RootContent[] } | undefined;
    if (child.type !== 'code') {
      // Prose between fences stays with the tab above it (or before the tabs).
      if (last) last.children.push(child);
      else tabs.push(child);
      continue;
    }
    const code = child as Code;
    const label = FENCE_LABEL.exec(code.meta ?? '')?.[1] ?? code.lang ?? 'text';
    code.meta = (code.meta ?? '').replace(FENCE_LABEL, '').trim() || null;
    tabs.push({
      type: 'mdxJsxFlowElement',
      name: 'Tab',
      attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: label }],
      children: [code],
    } as RootContent);
  }
  return [{ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: tabs } as RootContent];
}

/**
 * Containers of every dialect (`:::tip`, `::: tip Title`, `:::tip[Title]`, `::: details`,
 * `::: code-group`) and GitHub alerts (`> [!NOTE]`). An unknown type is a neutral box keeping its
 * title, with a warning. Text and leaf directives are put back as the text they were: `a:b` in
 * prose is not a directive to anybody writing docs.
 */
export const remarkContainers: Plugin<[ContainerOptions], Root> =
  ({ lang, file, components, warnings }) =>
  (tree, vfile) => {
    // The page's lines, split only for a page with containers (to see how each one ends).
    let lines: string[] | undefined;
    const lineAt = (n: number) => {
      lines ??= String(vfile.value).split('\n');
      return lines[n - 1] ?? '';
    };
    const titles = DEFAULT_TITLES[lang] ?? DEFAULT_TITLES.en ?? {};
    const defaultTitle = (type: string): Title => [{ type: 'text', value: titles[type] ?? type }];
    walk(tree, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (!parent || index === undefined) return;
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const restored: RootContent = { type: 'text', value: `${prefix}${node.name}` };
        const label = node.children.length
          ? [{ type: 'text', value: '[' } as RootContent, ...node.children, { type: 'text', value: ']' } as RootContent]
          : [];
        (parent.children as RootContent[]).splice(index, 1, restored, ...label);
        return index + 1 + label.length;
      }
      if (node.type === 'blockquote') {
        const first = node.children[0];
        const text = first?.type === 'paragraph' ? first.children[0] : undefined;
        const alert = text?.type === 'text' ? githubAlert(text.value) : undefined;
        if (!alert || text?.type !== 'text' || first?.type !== 'paragraph') return;
        text.value = alert.rest;
        if (!text.value) first.children.shift();
        // A title with formatting (`[!TIP] Use **this**`) goes on past the first text, to the line's end.
        const title: PhrasingContent[] = alert.title ? [{ type: 'text', value: alert.title }] : [];
        if (alert.title && !alert.lineEnded) title.push(...restOfLine(first.children));
        // A soft line break after the marker would start the body with an empty line.
        if (first.children[0]?.type === 'break') first.children.shift();
        if (!first.children.length) node.children.shift();
        box(node, alert.type, title.length ? title : defaultTitle(alert.type));
        return;
      }
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      // A container ends on its closing `:::` line; one never closed runs to the end of what holds
      // it (the page, most often), which is seldom what the author meant.
      const end = directive.position?.end.line;
      if (end !== undefined && !/^[\s>]*:{3,}\s*$/.test(lineAt(end))) {
        warnings.push({
          message: `The container "${directive.name}" is never closed: it holds everything after it.`,
          file,
          line: directive.position?.start.line,
          column: directive.position?.start.column,
          hint: 'End it with a line of colons (`:::`), as many as opened it.',
        });
      }
      const labelIndex = directive.children.findIndex((c) => c.type === 'paragraph' && c.data?.directiveLabel);
      const label = labelIndex >= 0 ? directive.children.splice(labelIndex, 1)[0] : undefined;
      const title = label?.type === 'paragraph' ? label.children : undefined;
      if (directive.name === 'code-group' && parent && index !== undefined) {
        (parent.children as RootContent[]).splice(index, 1, ...codeGroup(directive, components));
        return index;
      }
      // VitePress's `::: raw` keeps its content away from the theme's styles: a plain wrapper.
      if (directive.name === 'raw') {
        directive.data = { hName: 'div', hProperties: { className: ['docs-raw'] } };
        return;
      }
      if (TYPES.has(directive.name)) {
        box(directive, directive.name, title ?? defaultTitle(directive.name), 'open' in (directive.attributes ?? {}));
        return;
      }
      warnings.push({
        message: `Unknown container type "${directive.name}": rendered as a plain box.`,
        file,
        line: directive.position?.start.line,
        column: directive.position?.start.column,
        hint: `Use one of ${[...TYPES, 'code-group', 'raw'].join(', ')}.`,
      });
      box(directive, 'neutral', title ?? [{ type: 'text', value: directive.name }]);
    });
  };
