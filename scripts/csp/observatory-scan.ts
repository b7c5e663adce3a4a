// Scores a running server with the MDN HTTP Observatory scanner, behind a TLS-terminating nginx
// on loopback ports, the way the site is deployed (docs/security.md):
//
//   OBSERVATORY_DIR=/tmp/observatory/node_modules/@mdn/mdn-http-observatory \
//     npx tsx scripts/csp/observatory-scan.ts http://localhost:3000 [httpPort=8080] [httpsPort=8443]
//
// The scanner is not a dependency of the project (its install script downloads a CA bundle from the
// internet): install it with `npm install --ignore-scripts @mdn/mdn-http-observatory` in a temp folder
// and create its `conf/hsts-preload.json` as `{}` (the preload list download).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { nginxMain, nginxTempPaths } from '@/scripts/nginx-preamble';

const [upstream = 'http://localhost:3000', httpPort = '8080', httpsPort = '8443'] =
  process.argv.slice(2);
const observatory = process.env.OBSERVATORY_DIR;
if (!observatory || !fs.existsSync(path.join(observatory, 'src/retriever/retriever.js'))) {
  console.error('Set OBSERVATORY_DIR to an installed @mdn/mdn-http-observatory package folder.');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
fs.chmodSync(dir, 0o755);
const cert = path.join(dir, 'cert.pem');
const key = path.join(dir, 'key.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { stdio: 'ignore' },
);
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  `${nginxMain(dir, { workers: 1, connections: 256, errorLog: `${dir}/error.log` })}
http {
  access_log off;
  ${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${httpPort};
    return 301 https://localhost:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
);
const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
  stdio: 'inherit',
  detached: true,
});
await new Promise((resolve) => setTimeout(resolve, 1000));

// NODE_EXTRA_CA_CERTS is read at start-up: the scan runs in a child process that trusts the cert.
const runner = path.join(dir, 'scan.mjs');
const from = (file: string) => JSON.stringify(pathToFileURL(path.join(observatory, file)).href);
fs.writeFileSync(
  runner,
  `import { retrieve } from ${from('src/retriever/retriever.js')};
import { getGradeForScore, getScoreModifier } from ${from('src/grader/grader.js')};
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from ${from('src/grader/charts.js')};
import { ALL_TESTS } from ${from('src/constants.js')};
const r = await retrieve('localhost', { httpPort: ${httpPort}, httpsPort: ${httpsPort} });
if (!r.responses.auto) throw new Error('The site seems to be down.');
let withExtra = 100, uncurved = 100;
for (const result of ALL_TESTS.map((test) => test(r))) {
  const modifier = getScoreModifier(result.result);
  withExtra += modifier;
  if (modifier < 0) uncurved += modifier;
  console.log((result.pass ? 'pass ' : 'FAIL ') + String(modifier).padStart(4) + ' ' + result.result);
}
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved;
console.log('score ' + score + ', grade ' + getGradeForScore(score).grade);
`,
);
try {
  execFileSync(process.execPath, [runner], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
  });
} finally {
  if (nginx.pid) process.kill(-nginx.pid, 'SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
