import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

const require = createRequire(import.meta.url);
const VNU_JAR = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);
const JAVA = process.env.JAVA ?? 'java';

function runBatch(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      JAVA,
      [
        '-Xss8m',
        // A run of a minute or less: the C1 compiler alone and the serial collector do the same
        // work in about 30 % less CPU than the server defaults.
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // The JSON report goes to stderr.
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu.jar printed no JSON report: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

/**
 * Verdicts of the checker's CSS backend (the W3C CSS validator, bundled in vnu.jar: see
 * validator/validator#1021) on CSS it predates, all valid and shipped by every engine we support:
 * the `@property` at-rule (CSS Properties and Values API 1, which Tailwind 4 emits for its
 * variables), a custom property named in `transition-property`, and `margin-trim` (CSS Box 4). They
 * appear since each page inlines its critical CSS in a <style> (scripts/critical-css/), which the
 * checker reads, while it never fetched the stylesheet. Remove an entry once the vnu-jar release in
 * package.json stops reporting it (`npm run check:site -- --only=html` shows it).
 */
const OUTDATED_CSS_VERDICTS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn['’]t exist/,
];

export function isOutdatedCssVerdict(message: Pick<VnuMessage, 'message'>): boolean {
  return OUTDATED_CSS_VERDICTS.some((pattern) => pattern.test(message.message));
}

/**
 * The checker's verdict on `<link rel="expect" href="#main" blocking="render">`, which every page with
 * a `<main id="main">` carries (scripts/critical-css/inline.ts, `EXPECT_MAIN`): vnu-jar 26.9.27 allows
 * `blocking` on a `link` only with `rel="stylesheet"`, while the HTML standard allows it with `expect`
 * too (whatwg/html#9970, the `expect` link type; shipped in Chromium 124, ignored elsewhere). Only that
 * element is excused: a `blocking` attribute on any other link type is still reported. Remove this once
 * the vnu-jar release in package.json stops reporting it (`npm run check:site -- --only=html`).
 */
export function isOutdatedExpectVerdict(message: Pick<VnuMessage, 'message' | 'extract'>): boolean {
  return (
    /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(
      message.message,
    ) && /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? '')
  );
}

/**
 * Validates HTML files with the W3C Nu HTML Checker (vnu.jar): errors only, in `jobs` JVMs run side
 * by side (each JVM pays ~10 s of start-up, so files are batched rather than checked one by one).
 */
export async function validateHtml(files: string[], jobs: number): Promise<VnuMessage[]> {
  const batches: string[][] = Array.from({ length: Math.max(1, jobs) }, () => []);
  files.forEach((file, index) => batches[index % batches.length]?.push(file));
  const results = await Promise.all(batches.filter((b) => b.length).map(runBatch));
  return results
    .flat()
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .filter((message) => !isOutdatedCssVerdict(message) && !isOutdatedExpectVerdict(message));
}
