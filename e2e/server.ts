import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverDist = new URL("../apps/server/dist/", import.meta.url);
const serverJs = fileURLToPath(new URL("server.js", serverDist));
const workerJs = fileURLToPath(new URL("worker.js", serverDist));

/** The environment of every server the tests start: demo data, and nothing leaves the machine. */
function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO: "true",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_PER_IP: "1000",
    // Outside services point at a closed local port.
    TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
    GEOCODER_URL: "http://127.0.0.1:9",
    OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
    // No scheduled backup of the throwaway demo database.
    BACKUP_EVERY_HOURS: "0",
    ...extra,
  };
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built server on DATA_DIR and resolves once /api/health answers. */
export async function startServer(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverJs], {
    env: serverEnv(port, dataDir, extra),
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = exitOf(child);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited`);
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs every queued task on DATA_DIR, due or not (`worker.js --drain --all`), and resolves when none is left. */
export async function drainTasks(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [workerJs, "--drain", "--all"], {
    env: serverEnv(0, dataDir),
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`draining the demo data's tasks failed (exit ${code})`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}
