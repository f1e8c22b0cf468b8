/**
 * An nginx configuration that serves a built site as the production server does: the same
 * files, the brotli and gzip copies the build wrote (brotli_static, gzip_static), clean paths,
 * and the same headers, written from the site's one header table (build-output/responseHeaders.ts).
 */
import { cacheControlFor, IMMUTABLE_PREFIX, SECURITY_HEADERS } from '../../build-output/responseHeaders';

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSite {
  clientDir: string;
  port: number;
  /** A private folder for the pid file, logs and nginx's temporary files. */
  workDir: string;
}

export function nginxConfig({ clientDir, port, workDir }: NginxSite): string {
  return `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes auto;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # nginx names text/html's charset anyway; these are the other types the server names one for.
  charset utf-8;
  charset_types text/css text/plain text/xml application/javascript application/rss+xml;
  sendfile on;
  # nginx at its best: file lookups are kept, as the server keeps the files themselves.
  open_file_cache max=10000 inactive=60s;
  open_file_cache_valid 60s;
  tcp_nopush on;
  server_tokens off;
  # Logged as the production server logs: answers other than 200 and 304, one line each.
  map $status $worth_a_line { ~^(200|304)$ 0; default 1; }
  access_log ${workDir}/access.log combined if=$worth_a_line;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${workDir}/${kind};`).join('\n')}
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    location / {
${headerLines('/')}
      try_files $uri $uri.html $uri/index.html =404;
    }
    location ${IMMUTABLE_PREFIX} {
${headerLines(IMMUTABLE_PREFIX)}
    }
  }
}
`;
}

/** A location's add_header lines: nginx inherits none into a location that sets its own. */
function headerLines(urlPath: string): string {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(urlPath) };
  return Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}
