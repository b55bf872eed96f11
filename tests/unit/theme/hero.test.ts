import { describe, expect, it } from 'vitest';
import { learnMoreSuffix } from '../../../packages/theme-default/src/logic/hero';
import { DEFAULT_TEXTS } from '../../../packages/theme-default/src/logic/texts';

const en = DEFAULT_TEXTS.en as (typeof DEFAULT_TEXTS)['en'];
const zh = DEFAULT_TEXTS.zh as (typeof DEFAULT_TEXTS)['zh'];

describe("the hero's Learn More name (issue 13)", () => {
  it('names the site and where an off-site link goes, in each language', () => {
    expect(`Learn More${learnMoreSuffix(en, 'Rsbuild', 'https://github.com/web-infra-dev/rsbuild')}`).toBe(
      'Learn More about Rsbuild on GitHub',
    );
    expect(`了解更多${learnMoreSuffix(zh, 'Rsbuild', 'https://github.com/web-infra-dev/rsbuild')}`).toBe(
      '了解更多关于 Rsbuild 的内容（GitHub）',
    );
    expect(learnMoreSuffix(en, 'Kit', 'https://www.example.com/about')).toBe(' about Kit on example.com');
    expect(learnMoreSuffix(en, 'Kit', '//gitlab.com/kit')).toBe(' about Kit on GitLab');
  });

  it('says only what it is about for a link on the site or without a host, and nothing without a link', () => {
    expect(learnMoreSuffix(en, 'Kit', '/guide/start/')).toBe(' about Kit');
    expect(learnMoreSuffix(en, 'Kit', 'mailto:team@example.com')).toBe(' about Kit');
    expect(learnMoreSuffix(en, 'Kit', undefined)).toBe('');
  });

  it('takes the texts it is given (a site may override them)', () => {
    const texts = { learnMoreAboutText: ' — {title} {title}', learnMoreTargetText: ' @ {target}' };
    expect(learnMoreSuffix(texts, 'Kit', 'https://github.com/x')).toBe(' — Kit Kit @ GitHub');
  });
});
