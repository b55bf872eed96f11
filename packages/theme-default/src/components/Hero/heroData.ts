import type { HeroData } from './index';

interface Action {
  text?: unknown;
  link?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The home page's `hero` front matter, in this theme's fields. VitePress's and Rspress 2's form
 * (`name`, `text`, `tagline`, `image`, `actions: [{ theme, text, link }]`) is read too, so a home
 * page brought from either keeps its texts and buttons: the first action is the brand button, the
 * second the other one.
 */
export function heroData(raw: unknown): HeroData {
  if (!raw || typeof raw !== 'object') return {};
  const hero = raw as HeroData & Record<string, unknown>;
  const actions = Array.isArray(hero.actions) ? (hero.actions as Action[]) : [];
  const [brand, alt] = actions;
  const image = hero.image as { src?: unknown } | string | undefined;
  return {
    ...hero,
    title: hero.title ?? text(hero.name),
    subTitle: hero.subTitle ?? text(hero.text),
    description: hero.description ?? text(hero.tagline),
    logoUrl: hero.logoUrl ?? text(typeof image === 'object' ? image?.src : image),
    getStartedButtonText: hero.getStartedButtonText ?? text(brand?.text),
    getStartedLink: hero.getStartedLink ?? text(brand?.link),
    learnMoreButtonText: hero.learnMoreButtonText ?? text(alt?.text),
    learnMoreLink: hero.learnMoreLink ?? text(alt?.link),
  };
}
