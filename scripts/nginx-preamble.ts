/**
 * What every nginx this project starts from a throwaway folder begins with (the serving front, the
 * bench's reference server, the security scan): in the foreground, its pid beside its config, and
 * the temp files that Debian's build would put in a root-owned folder under `folder`.
 */
type NginxPreambleOptions = {
  workers?: number | string;
  connections?: number;
  /** A file, or `stderr`. */
  errorLog: string;
};

/** The main context, up to and including `events {}`. */
export function nginxMain(folder: string, options: NginxPreambleOptions): string {
  return `worker_processes ${options.workers ?? 'auto'};
daemon off;
pid ${folder}/nginx.pid;
error_log ${options.errorLog} warn;
events { worker_connections ${options.connections ?? 1024}; }`;
}

/** Lines for the `http {}` block: where request bodies and proxied answers are buffered. */
export function nginxTempPaths(folder: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${folder}/${name === 'client_body' ? 'body' : name};`)
    .join('\n  ');
}
