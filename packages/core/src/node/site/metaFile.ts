import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { DocsError } from '../../shared/errors';

/**
 * A folder's `_meta.json`, in Rspress's form: an array giving the order of the folder's sidebar,
 * each entry a file or folder name, or an object (`file`, `dir`, `dir-section-header`, `divider`,
 * `section-header`, `custom-link`). Objects are strict, so a misspelt key names its place.
 */
const shown = {
  label: z.string().optional(),
  tag: z.string().optional(),
  context: z.string().optional(),
  /** Rspress's overview headings: accepted so Rspress files load; the overview shows h2s anyway. */
  overviewHeaders: z.array(z.number()).optional(),
};
const group = { collapsible: z.boolean().optional(), collapsed: z.boolean().optional() };

export interface CustomLinkMeta {
  type?: 'custom-link';
  label: string;
  link?: string;
  tag?: string;
  context?: string;
  overviewHeaders?: number[];
  collapsible?: boolean;
  collapsed?: boolean;
  items?: CustomLinkMeta[];
}
const customLink: z.ZodType<CustomLinkMeta> = z.lazy(() =>
  z.strictObject({
    ...shown,
    ...group,
    type: z.literal('custom-link').optional(),
    label: z.string(),
    link: z.string().optional(),
    items: z.array(customLink).optional(),
  }),
);

const metaItemSchema = z.union([
  z.string().min(1),
  z.strictObject({ type: z.literal('file'), name: z.string(), ...shown }),
  z.strictObject({ type: z.enum(['dir', 'dir-section-header']), name: z.string(), ...shown, ...group }),
  z.strictObject({ type: z.literal('divider'), dashed: z.boolean().optional() }),
  z.strictObject({ type: z.literal('section-header'), label: z.string(), tag: z.string().optional() }),
  customLink,
]);

export type MetaItem = z.output<typeof metaItemSchema>;

/** The entries of `file`, or undefined when the folder has none. */
export function readMetaFile(file: string): MetaItem[] | undefined {
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DocsError(`Cannot read ${file}: ${(error as Error).message}`, {
      file,
      hint: 'A _meta.json holds a JSON array of names or objects (see the README, "Sidebars from folders").',
    });
  }
  const result = z.array(metaItemSchema).safeParse(raw);
  if (!result.success) {
    throw new DocsError(`Invalid sidebar file ${file}:\n${z.prettifyError(result.error)}`, {
      file,
      hint: 'Each entry is a name ("intro") or an object with type file, dir, divider, section-header or custom-link.',
    });
  }
  return result.data;
}
