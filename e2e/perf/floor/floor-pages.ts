/**
 * Two pages served beside the product while the perf script runs, showing the same ten learner
 * rows in a table named "Learners": a static HTML page (the browser's own floor: navigation,
 * parsing, first paint) and a bare React page (react-dom alone, fetching the rows as JSON). The
 * screen's figures are printed against theirs, measured in the same browser in the same run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Learners</title></head><body>${body}</body></html>`;

/** The bare React page's script, built for production with the React the shell uses. */
async function buildBareReact(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'dss-perf-floor-'));
  const compiler = webpack({
    mode: 'production',
    context: HERE,
    entry: './bare-react-page.tsx',
    output: { path: outDir, filename: 'bare-react.js' },
    resolve: { extensions: ['.tsx', '.js'], modules: [join(ROOT, 'shell/node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx$/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
  });
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => done());
    }),
  );
  const script = readFileSync(join(outDir, 'bare-react.js'), 'utf8');
  rmSync(outDir, { recursive: true, force: true });
  return script;
}

export async function startFloorPages(rows: string[][], port: number) {
  const script = await buildBareReact();
  const table = `<table aria-label="Learners"><tbody>${rows
    .map((cells) => `<tr>${cells.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
  const bodies: Record<string, [string, string]> = {
    '/static': ['text/html; charset=utf-8', page(table)],
    '/react': ['text/html; charset=utf-8', page('<div id="root"></div><script src="/bare-react.js"></script>')],
    '/bare-react.js': ['text/javascript', script],
    '/rows.json': ['application/json', JSON.stringify(rows)],
  };
  const server = createServer((req, res) => {
    const found = bodies[req.url ?? ''];
    if (!found) return void res.writeHead(404).end();
    // Cached like the product's hashed chunks, so a warm load reads the script from the cache.
    const cache = req.url === '/bare-react.js' ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'content-type': found[0], 'cache-control': cache }).end(found[1]);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
