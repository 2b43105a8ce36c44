/**
 * V8 settings of the server process, imported first by server.ts (V8 reads them at run time; worker
 * threads share them). External memory (PGlite's WebAssembly memory, cached pictures and PDFs) counts toward
 * the heap's own limit instead of starting a full marking at every fixed step of growth: each new picture
 * from a worker made the main thread mark its whole heap every 9–18 drawings (docs/decisions/023).
 */
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--external-memory-accounted-in-global-limit");
