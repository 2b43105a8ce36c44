// `npm run serve`: the production start (systemd's mandala@.service runs it). Runs the server on the
// web app already built by `npm run build`, never building it: a release builds once, then restarts
// its instances one by one. Refuses to start when the build is missing.
import { existsSync } from "node:fs";
import path from "node:path";
import { projectNode, root } from "./node-runtime.mjs";
import { runServer } from "./run-server.mjs";

const webDist = path.resolve(root, process.env.WEB_DIST ?? "apps/web/dist");
if (!existsSync(path.join(webDist, "index.html"))) {
  console.error(
    `The web app is not built (${path.join(webDist, "index.html")} is missing): run \`npm run build\` in ${root} first, then start again.`,
  );
  process.exit(1);
}
runServer(projectNode());
