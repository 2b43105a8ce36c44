/**
 * The layout of docs/deploy/ on this machine, for the load-balanced journey (src/deploy.test.ts) and
 * the nginx benchmark (bench/nginx.ts): what it needs, migrations once, and Debian's nginx running
 * docs/deploy/nginx.conf with its ports replaced.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";

const NGINX_CONF = path.resolve(import.meta.dirname, "../../../docs/deploy/nginx.conf");
const MIGRATE = path.resolve(import.meta.dirname, "../src/migrate.ts");

/** What of nginx, PostgreSQL and Redis is missing here, each named with how to get it. */
export async function missingServices(postgresUrl: string, redisUrl: string): Promise<string[]> {
  const missing: string[] = [];
  if (spawnSync("nginx", ["-v"]).status !== 0) missing.push("nginx (apt-get install nginx)");
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  await client.connect().then(
    () => client.end(),
    () => missing.push(`PostgreSQL at ${postgresUrl}`),
  );
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on("error", () => undefined);
  await redis.connect().then(
    () => redis.quit(),
    () => {
      redis.disconnect();
      missing.push(`Redis at ${redisUrl}`);
    },
  );
  return missing;
}

/** Runs one statement on the server at `postgresUrl` (creating or dropping a database of its own). */
export async function runStatement(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Runs the migrations once, as mandala-migrate.service does (`env` names the database). */
export function migrateOnce(env: Record<string, string>): { status: number | null; stderr: string } {
  return spawnSync(process.execPath, [MIGRATE], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
}

/** The deploy config balancing `instances` (its ports replaced), inside the least main config nginx runs with. */
function nginxConfig(dir: string, listen: number, instances: number[]): string {
  let site = readFileSync(NGINX_CONF, "utf8").replace("listen 8080;", `listen 127.0.0.1:${listen};`);
  for (let index = 0; index < 3; index++) {
    const server = `127.0.0.1:${3001 + index}`;
    const port = instances[index];
    site = port
      ? site.replace(server, `127.0.0.1:${port}`)
      : site.replace(new RegExp(`\\n\\s*server ${server}[^\\n]*`), "");
  }
  writeFileSync(path.join(dir, "mandala.conf"), site);
  const main = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/mandala.conf;
}
`;
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

export interface Balancer {
  /** Where nginx listens, e.g. `http://127.0.0.1:41234`. */
  base: string;
  nginx: ChildProcess;
}

/**
 * Starts nginx on `listen` in front of the instances on `instancePorts` (1 to 3), after `nginx -t`
 * accepts the config; throws with nginx's complaint otherwise. Stop it with `nginx.kill("SIGQUIT")`.
 */
export function startNginx(listen: number, instancePorts: number[]): Balancer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mandala-nginx-"));
  const config = nginxConfig(dir, listen, instancePorts);
  const test = spawnSync("nginx", ["-t", "-p", dir, "-c", config], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t refused the config:\n${test.stderr}`);
  const nginx = spawn("nginx", ["-p", dir, "-c", config], { stdio: "ignore" });
  return { base: `http://127.0.0.1:${listen}`, nginx };
}
