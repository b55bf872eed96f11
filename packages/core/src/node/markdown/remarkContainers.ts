import type { Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

const TYPES = new Set(['tip', 'info', 'note', 'warning', 'caution', 'danger', 'details']);
const DEFAULT_TITLES: Record<string, Record<string, string>> = {
  en: {
    tip: 'TIP',
    info: 'INFO',
    note: 'NOTE',
    warning: 'WARNING',
    caution: 'CAUTION',
    danger: 'DANGER',
    details: 'Details',
  },
  zh: { tip: '提示', info: '信息', note: '注意', warning: '警告', caution: '注意', danger: '危险', details: '详情' },
};

/**
 * `:::tip Title` containers become plain HTML (`div.docs-container` or `details`), so they need
 * no component and read the same with JavaScript off. Text and leaf directives are put back as
 * the text they were: `a:b` in prose is not a directive to anybody writing docs.
 */
export const remarkContainers: Plugin<[{ lang: string }], Root> =
  ({ lang }) =>
  (tree) => {
    visit(tree, (node, index, parent) => {
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
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      const type = TYPES.has(directive.name) ? directive.name : 'info';
      const labelIndex = directive.children.findIndex((c) => c.type === 'paragraph' && c.data?.directiveLabel);
      const label = labelIndex >= 0 ? directive.children.splice(labelIndex, 1)[0] : undefined;
      const titleChildren =
        label && label.type === 'paragraph'
          ? label.children
          : [{ type: 'text' as const, value: (DEFAULT_TITLES[lang] ?? DEFAULT_TITLES.en)?.[type] ?? type }];
      const isDetails = type === 'details';
      const title = {
        type: 'paragraph' as const,
        children: titleChildren,
        data: { hName: isDetails ? 'summary' : 'p', hProperties: { className: ['docs-container-title'] } },
      };
      directive.children.unshift(title);
      directive.data = {
        hName: isDetails ? 'details' : 'div',
        hProperties: { className: ['docs-container', `docs-container-${type}`] },
      };
    });
  };
