// What the docs name must exist: a file or folder of the tree quoted in backticks, a link to another
// doc, and a section named as `docs/x.md, "Heading"`. A doc may name a file that is gone only where
// it says so on the same or the next line ("removed", `git show <rev>:<path>`).
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const docs = [
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  'content/README.md',
  'scripts/README.md',
];

const folders = 'app|components|lib|scripts|tests|docs|content|config|messages|public|deploy|\\.ci';
const quotedPath = new RegExp(`\`((?:${folders})/[^\`\\s]*)\``, 'g');
const docLink = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const sectionRef = /((?:docs\/)?[\w-]+\.md)\]?(?:\([^)]*\))?,? "([^"]+)"/g;

/** A path as the doc gives it, resolved from its own folder (scripts/README.md) or the root. */
function resolve(doc: string, target: string): string | undefined {
  const candidates = [path.join(path.dirname(doc), target), target, path.join('docs', target)];
  return candidates.find((candidate) => fs.existsSync(path.join(root, candidate)));
}

function problems(doc: string, text = fs.readFileSync(path.join(root, doc), 'utf8')): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    const where = `${doc}:${index + 1}`;
    const saysGone = /removed|git show/.test(`${line} ${lines[index + 1] ?? ''}`);
    for (const [, quoted = ''] of line.matchAll(quotedPath)) {
      // Placeholders and patterns (`content/news/<slug>.mdx`, `lib/**`) name no one file.
      if (/[<>*{}…$[\]]/.test(quoted)) continue;
      const target = quoted.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, '');
      if (!resolve(doc, target) && !saysGone) found.push(`${where}: ${target} does not exist`);
    }
    for (const [, target = ''] of line.matchAll(docLink)) {
      if (/^(https?:|mailto:|\/)/.test(target)) continue; // a site's address, not a file
      if (!resolve(doc, target)) found.push(`${where}: the link ${target} leads nowhere`);
    }
    for (const [, file = '', heading = ''] of line.matchAll(sectionRef)) {
      const target = resolve(doc, file);
      if (!target) {
        found.push(`${where}: ${file} does not exist`);
        continue;
      }
      const headings = fs
        .readFileSync(path.join(root, target), 'utf8')
        .split('\n')
        .filter((text) => text.startsWith('#'))
        .map((text) => text.replace(/^#+\s*/, ''));
      if (!headings.some((text) => text.includes(heading.replace(/\.$/, '')))) {
        found.push(`${where}: ${target} has no section "${heading}"`);
      }
    }
  });
  return found;
}

describe('the docs name what exists', () => {
  it.each(docs)('%s', (doc) => {
    expect(problems(doc)).toEqual([]);
  });

  it('catches a stale path, a dead link and a missing section', () => {
    const text =
      'See `lib/forms/gone.ts`, [the guide](nowhere.md) and docs/forms.md, "No such section".\n';
    expect(problems('docs/probe.md', text)).toHaveLength(3);
    expect(problems('docs/probe.md', text.replace('.\n', ' (removed).\n'))).toHaveLength(2);
  });
});
