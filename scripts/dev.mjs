// `npm run dev`: the server (restarting on change) and Vite with hot reload and an API proxy.
import { spawn } from "node:child_process";
import path from "node:path";
import { projectNode, root } from "./node-runtime.mjs";

const children = [
  spawn(projectNode(), ["--watch", "apps/server/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", ...process.env },
  }),
  // On Windows npx is npx.cmd, which Node starts only through a shell.
  spawn("npx", ["vite", "--host"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    shell: process.platform === "win32",
  }),
];
console.log("\n  Open http://localhost:5173 (the API runs on http://localhost:3000)\n");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", () => stop());
