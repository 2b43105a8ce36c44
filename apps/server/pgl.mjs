import { PGlite } from "@electric-sql/pglite";
let t=Date.now();
const db = new PGlite("/tmp/pgltest");
await db.waitReady; console.log("open", Date.now()-t);
t=Date.now(); console.log(await db.query("select version()")); console.log("q", Date.now()-t);
await db.close();
t=Date.now(); const db2 = new PGlite("/tmp/pgltest"); await db2.waitReady; console.log("reopen", Date.now()-t);
t=Date.now(); const dump = await db2.dumpDataDir("none"); console.log("dump", Date.now()-t, dump.size);
t=Date.now(); const db3 = new PGlite({loadDataDir: dump}); await db3.waitReady; console.log("load", Date.now()-t);
t=Date.now(); const db4 = new PGlite(); await db4.waitReady; console.log("mem", Date.now()-t);
console.log(typeof db3.clone);
if (db3.clone) { t=Date.now(); const c = await db3.clone(); console.log("clone", Date.now()-t); }
