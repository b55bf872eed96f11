import type { Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { DocsError } from '../../shared/errors';
import { walk } from './walk';
import type { CompileWarning } from './warnings';

/** A capitalised tag in raw HTML: a component, which only an `.mdx` page can render. */
const HTML_COMPONENT = /<([A-Z][\w.]*)/g;

/** A self-closing one, with its attributes: `<Badge type="tip" text="v2" />`. */
const SELF_CLOSING_COMPONENT = /<([A-Z][\w.]*)((?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/>/g;

/**
 * A self-closing component in a `.md` page as an element of its own (an HTML parser ignores the
 * `/` of an unknown tag, so it wrapped the rest of the line), its `text` attribute as its content:
 * VitePress's `<Badge text="v2" />` carries its words there, which were lost.
 */
function closeComponents(html: string): string {
  return html.replace(SELF_CLOSING_COMPONENT, (_, name: string, attributes: string) => {
    const text = /\stext\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
    const content = text ? (text[1] ?? text[2] ?? '').replace(/</g, '&lt;') : '';
    return `<${name}${attributes}>${content}</${name}>`;
  });
}

/** `import { A, B } from '@theme'` as an MDX ESM node: MDX compiles the node's `estree`, not its text. */
function themeImport(names: readonly string[]): RootContent {
  const id = (name: string) => ({ type: 'Identifier', name }) as const;
  return {
    type: 'mdxjsEsm',
    value: `import { ${names.join(', ')} } from '@theme';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: names.map((name) => ({ type: 'ImportSpecifier', imported: id(name), local: id(name) })),
            source: { type: 'Literal', value: '@theme' },
            attributes: [],
          },
        ],
      },
    },
  };
}

/** A statement of a page's ESM, as far as the names it declares go. */
interface Statement {
  type: string;
  specifiers?: { local: { name: string } }[];
  declaration?: Statement | null;
  id?: { type: string; name?: string } | null;
  declarations?: { id: { type: string; name?: string } }[];
}

/**
 * The names a page's imports and exports bind, read off the tree MDX parsed them into: every import
 * form (`import A, { B as C }`, `import * as D`) and `export function`/`const`/`class`.
 */
function declaredNames(body: readonly unknown[]): string[] {
  return (body as Statement[]).flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) return [];
    const ids = [declaration.id, ...(declaration.declarations ?? []).map((d) => d.id)];
    return [
      // `export { A } from './a'` binds no local name: only an import's specifiers do.
      ...(statement.type === 'ImportDeclaration' ? (statement.specifiers ?? []) : []).map((s) => s.local.name),
      ...ids.flatMap((id) => (id?.type === 'Identifier' && id.name ? [id.name] : [])),
    ];
  });
}

/**
 * Fails the compile on a capitalised JSX name that is neither a theme component nor imported by
 * the page: MDX would otherwise only throw when the page renders, far from the author's line.
 * In a `.md` page such a tag is raw HTML: its content is kept, and the author is warned.
 */
export const remarkComponents: Plugin<
  [{ known: ReadonlySet<string>; fromTheme?: readonly string[]; file: string; warnings: CompileWarning[] }],
  Root
> =
  ({ known, fromTheme = [], file, warnings }) =>
  (tree) => {
    // MDX allows import/export at the top level only.
    const imported = new Set<string>();
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm') for (const name of declaredNames(node.data?.estree?.body ?? [])) imported.add(name);
    }
    // The site theme's own components a page uses are imported by name: a page that read them off
    // the whole `@theme` module would keep every export of the theme in the bundle.
    const bind = new Set(fromTheme);
    const bound = new Set<string>();
    // One walk for both: raw HTML exists only in `.md` pages, JSX only in `.mdx` ones.
    walk(tree, (node) => {
      if (node.type === 'html') {
        for (const match of node.value.matchAll(HTML_COMPONENT)) {
          warnings.push({
            message: `<${match[1]}> is a component, which a .md page cannot render: only its content is shown.`,
            file,
            line: node.position?.start.line,
            column: node.position?.start.column,
            hint: 'Rename the page to .mdx to use components.',
          });
        }
        node.value = closeComponents(node.value);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split('.')[0] as string;
      if (imported.has(root)) return;
      if (bind.has(root)) bound.add(root);
      if (known.has(root)) return;
      throw new DocsError(`Unknown component <${name}>.`, {
        file,
        line: node.position?.start.line,
        column: node.position?.start.column,
        hint: `Import it at the top of the page, or use one the theme provides: ${[...known].sort().join(', ')}.`,
      });
    });
    if (bound.size) tree.children.unshift(themeImport([...bound]));
  };
