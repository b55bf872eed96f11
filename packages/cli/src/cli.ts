import { readFileSync } from 'node:fs';
import { DocsError } from '@docs-kit/core';
import { Command, InvalidArgumentError } from 'commander';
import { buildSite } from './node/build';
import { startDevServer } from './node/dev/server';
import { consoleReporter } from './node/reporter';
import { startPreviewServer } from './node/server/preview';

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
    .showHelpAfterError();

  program
    .command('dev')
    .description('start the dev server: pages compile on request and update in the browser on save')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-p, --port <port>', 'port to listen on', port, 5173)
    .option('--host <host>', 'address to bind (use 0.0.0.0 to expose on the network)', '127.0.0.1')
    .option('--open', 'open the browser once the server is ready')
    .option('-c, --config <file>', 'config file')
    .action(async (root: string, opts: { port: number; host: string; open?: boolean; config?: string }) => {
      try {
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
    .description('build the static site: one HTML file per page, hashed assets, search index and feeds')
    .argument('[root]', 'site folder (holding docs.config.ts)', '.')
    .option('-o, --out-dir <dir>', 'output folder (default: the config\'s outDir, "dist")')
    .option('-c, --config <file>', 'config file')
    .action(async (root: string, opts: { outDir?: string; config?: string }) => {
      try {
        await buildSite({ siteDir: root, outDir: opts.outDir, configFile: opts.config, reporter: consoleReporter() });
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
        const server = await startPreviewServer({ siteDir: root, dir: opts.dir, port: opts.port, host: opts.host });
        console.log(`Preview: ${server.url}/`);
      } catch (error) {
        fail(error, program.opts().debug);
      }
    });

  return program;
}

export async function run(argv: string[]): Promise<void> {
  await createProgram().parseAsync(argv);
}
