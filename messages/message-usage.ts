import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/**
 * Which message keys the code can read. Every string the code names (string literals, the static
 * parts of template literals) is collected; a key counts as read when it splits into a namespace the
 * code names (or none) and a rest that the code names, whose ancestor it names (a whole subtree
 * handed over with `t.raw` or `pick`), or that starts with a template's static head (`categoryIntro.${c}`).
 * It errs on the side of "read": a key flagged by it is certainly never read.
 */
export function codeStrings(files: readonly string[]): {
  literals: Set<string>;
  heads: Set<string>;
} {
  const literals = new Set<string>();
  const heads = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
      else if (ts.isTemplateExpression(node)) heads.add(node.head.text);
      else if (ts.isPropertyAccessExpression(node)) literals.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, heads };
}

export function unreadKeys(
  keys: Iterable<string>,
  { literals, heads }: { literals: Set<string>; heads: Set<string> },
): string[] {
  // An ancestor named in the code hands its subtree over, unless it is a top-level namespace
  // (`support`, `forms`): naming those is how every single key is read.
  const isNamed = (rest: string, depth: number) => {
    const parts = rest.split('.');
    if (literals.has(rest)) return true;
    for (let n = parts.length - 1; n > 0; n -= 1) {
      if (depth + n >= 2 && literals.has(parts.slice(0, n).join('.'))) return true;
    }
    for (const head of heads) if (head !== '' && rest.startsWith(head)) return true;
    return false;
  };
  return [...keys].filter((key) => {
    const parts = key.split('.');
    for (let split = 0; split < parts.length; split += 1) {
      const namespace = parts.slice(0, split).join('.');
      if (split > 0 && !literals.has(namespace)) continue;
      if (isNamed(parts.slice(split).join('.'), split)) return false;
    }
    return true;
  });
}

/** The site's code (what renders pages, mails and PDFs), tests left out: a key only a test reads is unread. */
export function siteCodeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        out.push(full);
      }
    }
  };
  for (const dir of ['app', 'components', 'config', 'lib', 'scripts', 'proxy.ts']) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) walk(full);
    else out.push(full);
  }
  return out;
}
