// The reverse proxy of the cluster run: Debian's nginx (/usr/sbin/nginx) in the foreground with a
// configuration written to a temporary folder, in front of the instances, WebSockets passed
// through. deploy/nginx.conf is the same configuration for the compose set-up.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** The proxy's configuration for `ports` (the instances on 127.0.0.1), listening on `listen`. */
export function nginxConfig({ listen, ports, prefix }) {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream app {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
      # An instance that is restarting refuses the connection: the request goes to the next one.
      # No request reached the refusing instance, so a POST is safe to pass on too.
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

/** Starts nginx; resolves { url, stop }. Throws with nginx's own words when it cannot start. */
export async function startNginx({ listen, ports }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-nginx-'));
  // nginx's workers (nobody, when started as root) write request bodies under it.
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ listen, ports, prefix }));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr.trim()}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${url}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
