/**
 * The serving front's configuration: an nginx.conf and its njs module, written into a folder of
 * their own from the locale list (lib/i18n), the Accept-Language table and the security headers
 * (lib/security) — nothing copied by hand. `npm run start:front` writes it on every start.
 */
import fs from 'node:fs';
import path from 'node:path';

import { securityHeaders } from '@/lib/security/headers';
import { nginxMain, nginxTempPaths } from '@/scripts/nginx-preamble';

import { buildConf, CONTROL_SOCKET, readBuildId } from './build-id';
import { COMMON_ACCEPT_ENCODINGS, keyMaps, njsModule } from './cache-key';
import { contentEncoding } from './negotiate';
import { limitsModule, rateLimitedLocations, rateLimitZones } from './rate-limits';

export const NGINX_MODULES = '/usr/lib/nginx/modules';

export type FrontOptions = {
  /** Folder for the configuration, cache, temp files, pid and logs. */
  dir: string;
  /** Address and port nginx listens on (`8080`, `127.0.0.1:4200`). */
  listen: string;
  /** Where Node listens, as nginx connects to it (`127.0.0.1:3000`). */
  upstream: string;
  /**
   * File holding the build id Node runs; Node writes it when it starts (FRONT_BUILD_FILE), and
   * `start:front` copies it into the configuration (build.conf) and reloads nginx.
   */
  buildFile: string;
  /**
   * Local address nginx connects to Node from (`proxy_bind`): Node trusts X-Forwarded-For from this
   * address only (TRUSTED_PROXY), so a client on the same host talking to Node directly is not the front.
   */
  sourceAddress?: string;
  /** nginx worker processes (`auto`: one per CPU). */
  workers?: string;
  /** Cache size bound; least recently used entries go first. */
  cacheMaxSize?: string;
  /**
   * Adds the page key as the maps compute it (`njs` when they leave it to njs) and as njs does
   * (X-Front-Key-Map, X-Front-Key-Njs) to every page answer: the differential compares them. Never
   * in production.
   */
  exposeKeys?: boolean;
  /** Listeners with TLS, HTTP/2 and HTTP/1.1, beside the plain one (the bench measures them). */
  tls?: TlsListeners;
};

/** TLS 1.3 listeners (addresses as for `listen`) and the PEM files of their certificate. */
export type TlsListeners = { h2: string; h1: string; certificate: string; key: string };

/**
 * A server block's TLS listeners: HTTP/2 on one, HTTP/1.1 on the other (nginx 1.22 spells HTTP/2
 * as a `listen` parameter). nginx never uses sendfile under TLS, and never corks.
 */
export function tlsLines(tls: TlsListeners, indent: string): string {
  return [
    `listen ${tls.h2} ssl http2;`,
    `listen ${tls.h1} ssl;`,
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.key};`,
    'ssl_protocols TLSv1.3;',
    'ssl_session_cache shared:tls:10m;',
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** Text types nginx compresses (Node is asked for identity bodies, so the cache holds one copy). */
const COMPRESSIBLE = [
  'text/plain',
  'text/css',
  'text/xml',
  'text/x-component',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/manifest+json',
  'image/svg+xml',
];

/**
 * How many bytes nginx's write filter holds before writing (postpone_output, default 1460). Every
 * answer here carries 1.7–2.6 KB of headers (the CSP, Permissions-Policy, …): past the default, the
 * header left in a write of its own, ahead of its body. Above the largest header, both leave in one
 * write (the differential fails when an answer's headers come near it). docs/deployment.md, "One
 * write, no Nagle", says why it matters.
 */
export const POSTPONE_OUTPUT = 8192;

/** Files under public/ (never pages): kept per build whatever their Cache-Control. */
const FILE_EXTENSIONS =
  'png|jpe?g|gif|webp|avif|svg|ico|pdf|woff2?|ttf|otf|css|js|mjs|map|mp4|webm|zip|docx?|xlsx?';

/**
 * Node's internal headers, hidden from answers to plain page requests: the client router reads
 * them from its own (RSC) requests only, which keep them (@router).
 */
export const INTERNAL_HEADERS = [
  'X-Middleware-Rewrite',
  'X-Nextjs-Cache',
  'X-Nextjs-Prerender',
  'X-Nextjs-Stale-Time',
  'X-Nextjs-Postponed',
  'X-Nextjs-Rewritten-Path',
  'X-Nextjs-Rewritten-Query',
  'X-Nextjs-Request-Id',
  'X-Nextjs-Html-Request-Id',
];

function headerLines(indent: string): string {
  return securityHeaders(false)
    .map(({ key, value }) => `${indent}add_header ${key} "${value}" always;`)
    .join('\n');
}

export function nginxConfig(options: FrontOptions): string {
  const { dir } = options;
  const modules = ['ngx_http_js_module.so', 'ngx_http_brotli_filter_module.so']
    .filter((file) => fs.existsSync(path.join(NGINX_MODULES, file)))
    .map((file) => `load_module ${path.join(NGINX_MODULES, file)};`);
  const brotli = modules.some((line) => line.includes('brotli'));
  const bind = options.sourceAddress ? `\n      proxy_bind ${options.sourceAddress};` : '';
  const upstreamHeaders = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;`;
  // The front is the edge: the address it saw replaces whatever the client wrote.
  const toNode = `proxy_pass http://node;${bind}
      ${upstreamHeaders}
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  // Cached answers go through the compressor once per encoding: the cache holds compressed copies.
  const cached = `proxy_pass http://compressor;
      ${upstreamHeaders}
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Accept-Encoding $front_encoding;
      gzip off;
${brotli ? '      brotli off;\n' : ''}      proxy_cache front;
      proxy_cache_lock on;
      proxy_no_cache $front_refused;
      add_header X-Front-Cache $upstream_cache_status;`;
  const compression = `gzip on;
  gzip_comp_level 5;
  gzip_min_length 256;
  gzip_proxied any;
  gzip_types ${COMPRESSIBLE.join(' ')};
${brotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 256;\n  brotli_types ${COMPRESSIBLE.join(' ')};\n` : ''}`;
  const pageCache = `${cached}
      proxy_cache_key $front_key|$front_encoding;
      proxy_cache_bypass $front_skip;
      proxy_no_cache $front_skip;
      # The only cookie stored is NEXT_LOCALE, whose inputs are in the key ($front_foreign_cookie).
      proxy_ignore_headers Set-Cookie;
      # The locale proxy's redirects carry no Cache-Control; pages rendered on request say no-store.
      proxy_cache_valid 301 302 307 308 1d;
      # Node's Vary names the router headers only; a shared cache behind the front (a CDN, an
      # office proxy) must not hand one visitor's locale answer to another.
      add_header Vary "Accept-Language, Cookie";`;
  return `# Generated by scripts/front/config.ts — do not edit.
${modules.join('\n')}
${nginxMain(dir, { workers: options.workers, connections: 4096, errorLog: 'stderr' })}

http {
  access_log off;
  server_tokens off;
  default_type application/octet-stream;
  ${nginxTempPaths(`${dir}/tmp`)}
  # Node refuses too-large bodies itself (413, localized): let them reach it.
  client_max_body_size 8m;
  keepalive_requests 10000;
  # Cache hits are read and written with their header in one writev, not sendfile + tcp_nopush:
  # on Linux, once nginx has corked a connection it never sets TCP_NODELAY on it again
  # (ngx_http_set_keepalive), and every later answer on it waited 40 ms for the client's delayed
  # ACK (docs/deployment.md, "One write, no Nagle").
  sendfile off;
  postpone_output ${POSTPONE_OUTPUT};
  ${compression}
  js_path ${dir};
  js_import front from front.js;
  js_set $front_key_njs front.key;
  js_set $front_encoding_njs front.encoding;
  map_hash_bucket_size 128;
  map_hash_max_size 8192;
  # The build Node runs ($front_build), rewritten by start:front when Node announces another one.
  include ${dir}/build.conf;
  map $http_accept_encoding $front_encoding {
${COMMON_ACCEPT_ENCODINGS.map((header) => `    "${header}" "${contentEncoding(header)}";`).join('\n')}
    default $front_encoding_njs;
  }
${keyMaps()}
  map $front_key $front_skip { "" 1; default 0; }
  map $front_file_key $front_file_skip { "" 1; default 0; }
  # Never stored: error statuses, and a cookie other than the locale cookie the key accounts for.
  map $upstream_status $front_bad_status { ~^[23] 0; default 1; }
  map $upstream_http_set_cookie $front_foreign_cookie { "" 0; ~^NEXT_LOCALE= 0; default 1; }
  map "$front_bad_status$front_foreign_cookie" $front_refused { 00 0; default 1; }

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=front:32m max_size=${options.cacheMaxSize ?? '2g'} inactive=30d use_temp_path=off;

${rateLimitZones()}

  upstream node {
    server ${options.upstream};
    keepalive 64;
    # Below Node's own idle timeout (5 s), so nginx never reuses a connection Node is closing.
    keepalive_timeout 4s;
  }
  upstream compressor {
    server unix:${dir}/compressor.sock;
    keepalive 64;
  }

  # start:front asks which build the workers key on, after a reload.
  server {
    listen unix:${dir}/${CONTROL_SOCKET};
    location = /build {
      default_type text/plain;
      return 200 $front_build;
    }
  }

  # Asks Node for an identity body and compresses it for the cache (runs on cache misses only).
  server {
    listen unix:${dir}/compressor.sock;
    location / {
      proxy_pass http://node;${bind}
      ${upstreamHeaders}
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
      proxy_set_header Accept-Encoding "";
    }
  }

  server {
    listen ${options.listen};
${options.tls ? tlsLines(options.tls, '    ') : ''}
${rateLimitedLocations(toNode, headerLines('      '))}

    location ^~ /api/ {
      ${toNode}
    }

    # Next's build files: their names are hashes of their bytes (Next marks them immutable), so the
    # URL alone is the key and no njs runs for them.
    location ^~ /_next/static/ {
      ${cached}
      proxy_cache_key static|$request_uri|$front_encoding;
      # Node's Vary (Accept-Encoding) is in the key as the negotiated encoding: without this, each
      # distinct Accept-Encoding string was one more copy, asked of Node, and a second file read.
      proxy_ignore_headers Cache-Control Expires Set-Cookie Vary;
      proxy_cache_valid 200 30d;
    }

    # public/ files: no proxy runs for them, the build and URI are the key.
    location ~* \\.(?:${FILE_EXTENSIONS})$ {
      ${cached}
      proxy_cache_key $front_file_key|$front_encoding;
      proxy_cache_bypass $front_file_skip;
      proxy_no_cache $front_file_skip;
      proxy_ignore_headers Cache-Control Expires Set-Cookie Vary;
      proxy_cache_valid 200 30d;
    }

    location / {
      # The client router's requests (and page POSTs) keep Node's internal headers: it reads them.
      error_page 418 = @router;
      if ($front_plain = 0) {
        return 418;
      }
      ${pageCache}
${INTERNAL_HEADERS.map((name) => `      proxy_hide_header ${name};`).join('\n')}
      # nginx cannot tell an empty header from an absent one, and neither does the key: Node gets
      # the headers the key reads only when they are not empty (proxy_set_header drops empty ones).
      proxy_set_header Sec-Fetch-Dest $http_sec_fetch_dest;
      proxy_set_header RSC $http_rsc;
      proxy_set_header Next-Router-Prefetch $http_next_router_prefetch;
      proxy_set_header Next-Router-State-Tree $http_next_router_state_tree;${
        options.exposeKeys
          ? `
      add_header X-Front-Key-Map $front_key_map;
      add_header X-Front-Key-Njs $front_key_njs;`
          : ''
      }
    }

    location @router {
      ${pageCache}
    }
  }
}
`;
}

/** Writes nginx.conf and front.js into `options.dir` (and its temp folders); returns the config path. */
export function writeFrontConfig(options: FrontOptions): string {
  // nginx creates its cache and temp folders for its workers' user; they only need to get through.
  fs.mkdirSync(path.join(options.dir, 'tmp'), { recursive: true });
  for (const folder of [options.dir, path.join(options.dir, 'tmp')]) fs.chmodSync(folder, 0o755);
  fs.writeFileSync(path.join(options.dir, 'front.js'), njsModule());
  fs.writeFileSync(path.join(options.dir, 'build.conf'), buildConf(readBuildId(options.buildFile)));
  fs.writeFileSync(path.join(options.dir, 'limits.js'), limitsModule());
  const file = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(options));
  return file;
}
