import { defineConfig } from '@docs-kit/cli';

export default defineConfig({
  title: 'Algolia fixture',
  description: 'A fixture site for the Algolia search mode.',
  search: { provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', resultsPerGroup: 5 },
});
