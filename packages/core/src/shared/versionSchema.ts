import { z } from 'zod';

/**
 * Versioned docs (issue 19): pages live in `docs/<version>/<lang>/`; the default version is served
 * without a prefix, the others under `/<version>/`.
 * @example multiVersion: { default: 'v2', versions: ['v1', 'v2'] }
 */
export const multiVersionSchema = z
  .strictObject({
    /** The version served at the site root, and the one old-version banners point to. */
    default: z.string().min(1, 'name the default version'),
    /** Every version, in the order the switcher lists them; each is a folder under the docs folder. */
    versions: z
      .array(z.string().regex(/^[A-Za-z0-9][\w.-]*$/, 'a folder name such as "v1" or "2.x"'))
      .min(1, 'list at least one version'),
  })
  .superRefine((value, ctx) => {
    const duplicate = value.versions.find((v, i) => value.versions.indexOf(v) !== i);
    if (duplicate)
      ctx.addIssue({ code: 'custom', path: ['versions'], message: `the version "${duplicate}" is listed twice` });
    if (value.versions.length && !value.versions.includes(value.default))
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `"${value.default}" is not one of the versions (${value.versions.join(', ')}); set default to one of them or add it to versions`,
      });
  });

export type MultiVersion = z.output<typeof multiVersionSchema>;
