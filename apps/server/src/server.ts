// The server's entry. Node's compile cache first: the V8 code of every module the server loads is kept
// on disk (NODE_COMPILE_CACHE, else the system's temporary directory) and reused at the next start, in
// the render threads too (they inherit the variable). Then the process itself (main.ts).
import { enableCompileCache } from "node:module";

const cache = enableCompileCache();
if (cache.directory) process.env.NODE_COMPILE_CACHE = cache.directory;
await import("./main.ts");
