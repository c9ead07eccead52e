// The reverse proxy of the cluster run: Debian's nginx (/usr/sbin/nginx) in the foreground with a
// configuration written to a temporary folder (deploy/nginx.conf, the compose set-up's, pointed
// at loopback ports), in front of the instances, WebSockets passed through.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * deploy/nginx.conf, the proxy shipped for the compose set-up, pointed at `ports` on 127.0.0.1,
 * listening on `listen`, with its pid and temporary files under `prefix`.
 */
export function nginxConfig({ listen, ports, prefix }) {
  const shipped = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = [...shipped.matchAll(/^(\s*)server app\d+:3000(.*);$/gm)];
  if (servers.length === 0) throw new Error('deploy/nginx.conf names no app upstream');
  const [, indent, options] = servers[0];
  const upstreams = ports.map((p) => `${indent}server 127.0.0.1:${p}${options};`).join('\n');
  return shipped
    .replace(/^\s*server app\d+:3000.*;\n/gm, '')
    .replace(/(upstream \w+ \{\n(?:\s*#.*\n)*)/, `$1${upstreams}\n`)
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${listen};`)
    .replace(/^pid .*;/m, `pid ${prefix}/nginx.pid;`)
    .replace(/client_body_temp_path .*;/, `client_body_temp_path ${prefix}/body;`)
    .replace(/proxy_temp_path .*;/, `proxy_temp_path ${prefix}/proxy;`);
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
