/**
 * `npm run build`'s last step (package.json `postbuild`): inlines each prerendered page's critical
 * CSS and takes its stylesheet out of the document (./inline.ts), and has the page request its
 * stylesheet and Next's chunks after its first frame (./defer-chunks.ts). Runs over every HTML file `next build`
 * wrote under `.next/server`; stops the build when Next's output has a shape it does not know, or
 * when no page had a stylesheet or a chunk script (the step would silently do nothing).
 */
import fs from 'node:fs';
import path from 'node:path';

import { deferChunkScripts } from './defer-chunks';
import { inlineCriticalCss } from './inline';

const DIST = path.resolve('.next');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const started = Date.now();
const files = htmlFiles(path.join(DIST, 'server'));
let pages = 0;
let deferred = 0;
let bytes = 0;
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  try {
    // The CSS first: the loader appends the stylesheets it took out of the page.
    const result = await inlineCriticalCss(html, DIST);
    const loaded = deferChunkScripts(result.html, result.hrefs);
    if (!result.inlined && !loaded.chunks.length) continue;
    fs.writeFileSync(file, loaded.html);
    if (loaded.chunks.length) deferred += 1;
    if (!result.inlined) continue;
    pages += 1;
    bytes += result.inlined;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
if (!pages) throw new Error(`critical CSS: no prerendered page linked a stylesheet in ${DIST}`);
if (!deferred) throw new Error(`critical CSS: no prerendered page loaded a chunk in ${DIST}`);
console.log(
  `critical CSS: ${pages} of ${files.length} pages, ${Math.round(bytes / pages / 100) / 10} KB inlined on average; chunks on the first interaction or once quiet on ${deferred}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
