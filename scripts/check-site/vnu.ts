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
 * Validates HTML files with the W3C Nu HTML Checker (vnu.jar): errors only, in `jobs` JVMs run side
 * by side (each JVM pays ~10 s of start-up, so files are batched rather than checked one by one).
 */
export async function validateHtml(files: string[], jobs: number): Promise<VnuMessage[]> {
  const batches: string[][] = Array.from({ length: Math.max(1, jobs) }, () => []);
  files.forEach((file, index) => batches[index % batches.length]?.push(file));
  const results = await Promise.all(batches.filter((b) => b.length).map(runBatch));
  return results
    .flat()
    .filter((message) => message.type === 'error' || message.subType === 'fatal');
}
