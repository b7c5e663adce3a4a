// Writes every drawing of components/illustrations/registry.tsx to public/illustrations/<name>.svg
// (git-ignored, rebuilt before each build and dev server). Unchanged files are not rewritten.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { illustrationEntries } from '@/components/illustrations/registry';
import { renderIllustration } from '@/components/illustrations/render-illustration';

const folder = path.join(process.cwd(), 'public', 'illustrations');

/** Returns how many files were written (0 = all up to date). */
export async function buildIllustrations(): Promise<number> {
  await mkdir(folder, { recursive: true });
  let written = 0;
  for (const [name, drawing] of illustrationEntries()) {
    const file = path.join(folder, `${name}.svg`);
    const svg = renderIllustration(drawing);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === svg) continue;
    await writeFile(file, svg);
    written += 1;
  }
  return written;
}
