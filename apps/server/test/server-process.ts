import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The base URL once the server says it is running; rejects if it exits first. */
  listening: Promise<string>;
  output: () => string;
}

/**
 * Starts the real server (src/server.ts under tsx) as a child process on a
 * data directory, on a free port of 127.0.0.1, with demo data off.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  listening.catch(() => undefined); // awaited by the tests that expect a start
  return { child, exited, listening, output: () => output };
}

/**
 * Starts `npm run worker`'s entry (src/worker.ts under tsx) as a child
 * process: background tasks only, no HTTP. It logs at info ("worker started").
 */
export function startWorker(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}
