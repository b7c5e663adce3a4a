/**
 * `npm run build`'s last step (package.json `postbuild`): inlines each prerendered page's critical
 * CSS and takes its stylesheet out of the render-blocking path (./inline.ts). Runs over every HTML
 * file `next build` wrote under `.next/server`; stops the build when Next's output has a shape it
 * does not know, or when no page had a stylesheet (the step would silently do nothing).
 */
import fs from 'node:fs';
import path from 'node:path';

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
let bytes = 0;
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  try {
    const result = await inlineCriticalCss(html, DIST);
    if (!result.inlined) continue;
    fs.writeFileSync(file, result.html);
    pages += 1;
    bytes += result.inlined;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
if (!pages) throw new Error(`critical CSS: no prerendered page linked a stylesheet in ${DIST}`);
console.log(
  `critical CSS: ${pages} of ${files.length} pages, ${Math.round(bytes / pages / 100) / 10} KB inlined on average, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
