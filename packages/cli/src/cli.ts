import { readFileSync } from 'node:fs';
import { DocsError } from '@docs-kit/core/shared';
import { Command, InvalidArgumentError } from 'commander';

// Each command imports its own code when it runs: loading every command's modules up front would
// cost `docs dev` (issue 9) and `docs --version` several hundred milliseconds.

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('a port number from 0 to 65535');
  return n;
}

/** Prints an error an author can act on; the stack only with --debug. */
function fail(error: unknown, debug: boolean): never {
  if (error instanceof DocsError) {
    console.error(`\n✖ ${error.format()}`);
    if (debug && error.stack) console.error(error.stack);
  } else {
    console.error(`\n✖ ${(error as Error)?.message ?? String(error)}`);
    if (debug) console.error((error as Error)?.stack);
    else console.error('  (run with --debug for the stack trace)');
  }
  process.exit(1);
}

export function createProgram(): Command {
  const program = new Command('docs')
    .description('Build, preview and develop a documentation site written in Markdown and MDX.')
    .version(pkg.version, '-v, --version', 'print the version')
    .option('--debug', 'print stack traces with errors')
    .showHelpAfterError()
    .addHelpText(
      'after',
      `
Examples:
  docs init my-docs        write a starter site into ./my-docs
  docs dev                 start the dev server for the site in this folder
  docs build site          build the site in ./site into site/dist
  docs preview site        serve that build on http://127.0.0.1:4173/
  docs i18n-status site    list missing and outdated translations
  docs version v2 site     start version v2 of the docs from the current ones

Run \`docs <command> --help\` for a command's options.`,
    );

  program
    .command('init')
    .description('write a bilingual starter site (config, English and Chinese pages, package.json) into a folder')
    .argument('[root]', 'site folder (holding docs.config.ts) to create', '.')
    .option('--tarballs <dir>', 'depend on the packed framework in this folder (paths written relative to the site)')
    .action(async (dir: string, opts: { tarballs?: string }) => {
      try {
        const { initSite } = await import('./commands/init');
        const written = await initSite({ dir, version: pkg.version, tarballs: opts.tarballs });
        console.log(`Wrote ${written.join(', ')} in ${dir}.\nNext: cd ${dir} && pnpm install && pnpm dev`);
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('dev')
    .description('start the dev server: pages compile on request and update in the browser on save')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-p, --port <port>', 'port to listen on', port, 5173)
    .option('--host <host>', 'address to bind (use 0.0.0.0 to expose on the network)', '127.0.0.1')
    .option('--open', 'open the browser once the server is ready')
    .option('-c, --config <file>', 'config file')
    .addHelpText('after', '\nKeyboard shortcuts while it runs: r restart · o open in the browser · q quit · h help')
    .action(async (root: string, opts: { port: number; host: string; open?: boolean; config?: string }) => {
      try {
        const { startDevServer } = await import('./node/dev/server');
        await startDevServer({
          siteDir: root,
          port: opts.port,
          host: opts.host,
          open: opts.open,
          configFile: opts.config,
          interactive: true,
        });
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('build')
    .description(
      'build the static site: one HTML file per page, hashed assets, search index, feeds, sitemap, redirects and llms.txt',
    )
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-o, --out-dir <dir>', 'output folder (default: the config\'s outDir, "dist")')
    .option('-c, --config <file>', 'config file')
    .option('-f, --force', 'build even when nothing changed since the last build')
    .action(async (root: string, opts: { outDir?: string; config?: string; force?: boolean }) => {
      // esbuild's Go runtime otherwise grows its heap to twice what a large site's bundle needs
      // and keeps it while pages render (measured at 4,000 pages per language: 2.7 GB → 1.9 GB
      // peak, same time). The service starts with the first esbuild call, reading this then.
      process.env.GOMEMLIMIT ??= '1GiB';
      try {
        const [{ buildSite }, { consoleReporter }] = await Promise.all([
          import('./node/build'),
          import('./node/reporter'),
        ]);
        await buildSite({
          siteDir: root,
          outDir: opts.outDir,
          configFile: opts.config,
          reporter: consoleReporter(),
          incremental: !opts.force,
        });
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('preview')
    .description('serve the built site locally with clean URLs and real 404s')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-p, --port <port>', 'port to listen on', port, 4173)
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('-d, --dir <dir>', 'folder to serve (default: the build output)')
    .action(async (root: string, opts: { port: number; host: string; dir?: string }) => {
      try {
        const { startPreviewServer } = await import('./node/server/preview');
        const server = await startPreviewServer({ siteDir: root, dir: opts.dir, port: opts.port, host: opts.host });
        console.log(`Preview: ${server.home}`);
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('i18n-status')
    .description('list pages missing in a language and translations older than their source page (by git time)')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-c, --config <file>', 'config file')
    .option('-l, --lang <langs...>', 'only these languages (default: every language but the default one)')
    .option('--json', 'print the report as JSON')
    .option('--strict', 'exit with code 1 when a page is missing or outdated (for CI)')
    .action(async (root: string, opts: { config?: string; lang?: string[]; json?: boolean; strict?: boolean }) => {
      try {
        const { formatI18nStatus, i18nStatus } = await import('./commands/i18nStatus');
        const status = await i18nStatus({ siteDir: root, configFile: opts.config, langs: opts.lang });
        console.log(opts.json ? JSON.stringify(status, null, 2) : formatI18nStatus(status));
        if (opts.strict && (status.missing.length || status.outdated.length)) process.exitCode = 1;
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('version')
    .description('start a new docs version from the current one (turns versions on the first time)')
    .argument('<name>', 'the new version, also its folder under the docs folder (e.g. v2)')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-c, --config <file>', 'config file')
    .option('--keep-default', 'add the version without making it the default one')
    .action(async (name: string, root: string, opts: { config?: string; keepDefault?: boolean }) => {
      try {
        const { createVersion } = await import('./commands/version');
        const result = await createVersion({
          siteDir: root,
          name,
          configFile: opts.config,
          keepDefault: opts.keepDefault,
        });
        console.log(result.actions.join('\n'));
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  program
    .command('search-export')
    .description('write the built search index as Algolia (DocSearch) records, and optionally upload them')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-c, --config <file>', 'config file')
    .option('-d, --dir <dir>', 'built site to read (default: the build output)')
    .option('-o, --out <file>', 'records file to write (default: <dir>/search-records.json)')
    .option('--site-url <url>', "origin put before every record's URL (default: the config's siteUrl)")
    .option('--upload', 'replace the Algolia index with the records (key from ALGOLIA_WRITE_API_KEY)')
    .option('--app-id <id>', 'Algolia application id for --upload (default: from the config)')
    .option('--index-name <name>', 'Algolia index for --upload (default: from the config)')
    .action(
      async (
        root: string,
        opts: {
          config?: string;
          dir?: string;
          out?: string;
          siteUrl?: string;
          upload?: boolean;
          appId?: string;
          indexName?: string;
        },
      ) => {
        try {
          const [{ loadSiteConfig }, { exportRecords, uploadRecords }] = await Promise.all([
            import('./node/theme/load'),
            import('@docs-kit/search'),
          ]);
          const loaded = await loadSiteConfig(root, opts.config);
          const algolia =
            loaded.config.search !== false && loaded.config.search.provider === 'algolia'
              ? loaded.config.search
              : undefined;
          // What --upload needs is checked first: a run that cannot upload writes nothing either.
          const appId = opts.appId ?? algolia?.appId;
          const indexName = opts.indexName ?? algolia?.indexName;
          const apiKey = process.env.ALGOLIA_WRITE_API_KEY;
          if (opts.upload && (!appId || !indexName || !apiKey)) {
            throw new DocsError('--upload needs an Algolia app id, an index name and a write key.', {
              hint: 'Pass --app-id and --index-name (or set them in `search`), and set ALGOLIA_WRITE_API_KEY.',
            });
          }
          const { file, records } = await exportRecords(opts.dir ?? loaded.outDir, {
            siteUrl: opts.siteUrl ?? loaded.config.siteUrl,
            file: opts.out,
          });
          console.log(`Wrote ${records.length} records to ${file}`);
          if (!opts.upload || !appId || !indexName || !apiKey) return;
          await uploadRecords(records, { appId, apiKey, indexName });
          console.log(`Uploaded to the Algolia index ${indexName}`);
        } catch (error) {
          fail(error, program.opts().debug);
        }
      },
    );

  return program;
}

export async function run(argv: string[]): Promise<void> {
  await createProgram().parseAsync(argv);
}

/** For bin/precompile.mjs: bundling other entries needs no TypeScript loader once the command is precompiled. */
export { bundleEntries } from './node/precompile';
