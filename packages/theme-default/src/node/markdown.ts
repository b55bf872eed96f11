import type { ThemeComponent, ThemeMdxElement } from '@docs-kit/core/shared';
import type { PhrasingContent, RootContent, Text } from 'mdast';
import { packageManagerCommands } from '../logic/packageManager';

type Fallback = NonNullable<ThemeComponent['markdown']>;

/** Every package manager's command, as one bash block. */
export const packageManagerTabsMarkdown: Fallback = (element, h) => {
  const command = h.attribute(element, 'command');
  if (typeof command !== 'string' && (typeof command !== 'object' || command === null)) return [];
  const commands = packageManagerCommands(command as Parameters<typeof packageManagerCommands>[0]);
  return [{ type: 'code', lang: 'bash', value: Object.values(commands).filter(Boolean).join('\n') }];
};

/** Each tab's label in bold, followed by its content. */
export const tabsMarkdown: Fallback = (element, h) =>
  (element.children as RootContent[]).flatMap((node) => {
    // mdast's types know MDX nodes only once mdast-util-mdx-jsx is loaded, which the theme need not.
    const child = node as unknown as ThemeMdxElement;
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'Tab') return [node];
    const label = h.attribute(child, 'label');
    const strong: PhrasingContent = {
      type: 'strong',
      children: [
        { type: 'text', value: typeof label === 'string' ? label : String(h.attribute(child, 'value') ?? '') },
      ],
    };
    return [{ type: 'paragraph', children: [strong] }, ...(child.children as RootContent[])];
  });

/** The badge's text, inline or as a paragraph of its own. */
export const badgeMarkdown: Fallback = (element, h) => {
  const text = h.attribute(element, 'text');
  const value: Text = {
    type: 'text',
    value: typeof text === 'string' ? text : h.textOf(element.children as RootContent[]),
  };
  return element.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: [value] }] : [value];
};
