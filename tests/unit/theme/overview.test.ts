import { describe, expect, it } from 'vitest';
import { filterOverview, normalizeQuery, overviewGroups } from '../../../packages/theme-default/src/logic/overview';

const sidebar = [
  { text: 'Overview', link: '/api/' },
  {
    text: 'JavaScript API',
    items: [
      { text: 'Core', link: '/api/core' },
      { text: 'Create instance', link: '/api/instance' },
    ],
  },
  { text: 'Server', items: [{ text: 'Dev server API', link: '/api/dev-server' }] },
  { dividerType: 'solid' as const },
  { text: 'Glossary', link: '/api/glossary' },
];

describe('overview groups', () => {
  const groups = overviewGroups(sidebar, '/api/', 'Others');

  it('has one group per sidebar group and puts loose pages under the default title, without the overview itself', () => {
    expect(groups.map((g) => g.name)).toEqual(['JavaScript API', 'Server', 'Others']);
    expect(groups[1]?.items[0]?.title).toBe('Dev server API');
    expect(groups[2]?.items.map((i) => i.link)).toEqual(['/api/glossary']);
  });

  it('filters case-insensitively on group names, page titles and headings, hyphens as spaces', () => {
    expect(normalizeQuery('Dev-Server')).toBe('dev server');
    expect(filterOverview(groups, 'javascript').map((g) => g.name)).toEqual(['JavaScript API']);
    expect(filterOverview(groups, 'javascript')[0]?.items).toHaveLength(2);
    const byTitle = filterOverview(groups, 'CREATE-instance');
    expect(byTitle.map((g) => g.name)).toEqual(['JavaScript API']);
    expect(byTitle[0]?.items.map((i) => i.title)).toEqual(['Create instance']);
    expect(filterOverview(groups, 'dev server')[0]?.items[0]?.title).toBe('Dev server API');
    const withHeadings = [
      {
        name: 'G',
        items: [{ title: 'Page', link: '/p', headings: [{ text: 'Hot module replacement', link: '/p#hmr' }] }],
      },
    ];
    expect(filterOverview(withHeadings, 'hot-module')[0]?.items[0]?.headings).toHaveLength(1);
  });

  it('returns everything for an empty query and nothing when nothing matches', () => {
    expect(filterOverview(groups, '  ')).toHaveLength(3);
    expect(filterOverview(groups, 'zzz')).toEqual([]);
  });
});
