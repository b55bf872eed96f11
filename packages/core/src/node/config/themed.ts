import { z } from 'zod';
import { configSchema, localeSchema, themeConfigSchema, themeTextsSchema } from '../../shared/configSchema';
import type { ThemeDefinition } from '../../shared/theme';

/**
 * The schema a config is validated with: core's keys plus what the theme declares (its
 * `themeConfig` keys and its texts), every object strict so a misspelt key names its path. The
 * exported `configSchema` is open where themes add keys, for types only; this one is what loads.
 */
export function configSchemaFor(theme?: Pick<ThemeDefinition, 'themeConfig' | 'texts'>) {
  const defaults = theme?.texts?.en ?? Object.values(theme?.texts ?? {})[0] ?? {};
  const themeTexts = Object.keys(defaults).filter((key) => !(key in themeTextsSchema.shape));
  const texts = themeTextsSchema
    .extend(Object.fromEntries(themeTexts.map((key) => [key, z.string().optional()])))
    .strict();
  const themeConfig = themeConfigSchema.extend({ texts: texts.default({}), ...theme?.themeConfig }).strict();
  return configSchema.extend({
    locales: z.array(localeSchema.extend({ texts: texts.optional() }).strict()).default([]),
    // A theme key without a default must be written: validate the empty object rather than skip it.
    themeConfig: themeConfig.prefault({}),
  });
}
