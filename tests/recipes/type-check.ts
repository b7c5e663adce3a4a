// The type checker over the tree with some files changed in memory only: the dry run of a recipe
// (docs/adding-a-*.md) without copying the tree. tsconfig.json's own files, minus what a build
// generates under .next/ (the unit tests run beside a build that is rewriting it).
import path from 'node:path';

import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');

/** Replaces `find` (which must occur exactly once) with `replace` in `file` (relative to the root). */
export type Edit = { file: string; find: string; replace: string };

function editedTexts(edits: Edit[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { file, find, replace } of edits) {
    const absolute = path.join(root, file);
    const text = texts.get(absolute) ?? ts.sys.readFile(absolute) ?? '';
    if (text.split(find).length !== 2) {
      throw new Error(
        `${file}: the dry run expects ${JSON.stringify(find)} once; the recipe moved`,
      );
    }
    texts.set(absolute, text.replace(find, replace));
  }
  return texts;
}

/** The type errors of the edited tree, by file (relative to the root), each as its first line. */
export function typeErrorsAfter(edits: Edit[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = { ...config.options, incremental: false, noEmit: true };
  const rootNames = config.fileNames.filter(
    (file) => !file.includes('/.next/') && path.basename(file) !== 'next-env.d.ts',
  );
  const texts = editedTexts(edits);
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, readFile } = host;
  host.readFile = (file) => texts.get(path.resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, createNew) => {
    const text = texts.get(path.resolve(file));
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, createNew)
      : ts.createSourceFile(file, text, language, true);
  };
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(ts.createProgram(rootNames, options, host))) {
    const file = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : '(global)';
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0];
    errors.set(file, [...(errors.get(file) ?? []), message ?? '']);
  }
  return errors;
}
