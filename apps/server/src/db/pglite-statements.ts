/**
 * The embedded database's queries as named prepared statements (docs/decisions/022). `PGlite.query`
 * parses, plans and describes each statement anew, in six calls into its WebAssembly, and copies its
 * table of type parsers whenever a caller adds some (drizzle always does); here a query's text is parsed
 * and described once into a named statement, each run is one call (bind, execute, sync), and the
 * caller's parsers are layered over PGlite's instead of copied. Parameters are written and rows read by
 * PGlite's own serializers and parsers, so the results are what `query` returns. Transactions keep
 * PGlite's own path.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Parsers = PGlite["parsers"];

/** Statements kept per wrapper by default: the app's queries are a few hundred texts at most. */
const MAX_STATEMENTS = 500;

/** Statement names are unique in the process, so that two wrappers of one client never collide. */
let nextName = 1;

interface Statement {
  name: string;
  /** The type of each parameter (OIDs), as the database inferred them. */
  paramTypes: number[];
  /** The statement's row description (absent for a statement that returns no rows). */
  description: BackendMessage | undefined;
}

/** The messages as one buffer: one call into the WebAssembly. */
function concat(messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

/**
 * `client` with a `query` that keeps each text as a named statement (the least recently used closed
 * beyond `maxStatements`). Like `PGlite.query`, it waits for a transaction in progress to end.
 */
export function withNamedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): PGlite {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  const layeredParsers = new WeakMap<object, Parsers>();

  /** The caller's parsers over PGlite's, looked up through the prototype rather than copied. */
  function parsersOf(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let parsers = layeredParsers.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers) as Parsers, own);
      layeredParsers.set(own, parsers);
    }
    return parsers;
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `pglite_${nextName++}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: messages.find((message) => message.name === "rowDescription"),
    };
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]),
      );
    }
    statements.set(text, statement);
    return statement;
  }

  /** The statement of `text`, marked as the most recently used. */
  async function statementOf(text: string): Promise<Statement> {
    const statement = statements.get(text);
    if (!statement) return prepare(text);
    statements.delete(text);
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await statementOf(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const described = statement.description ? [statement.description, ...messages] : messages;
    const [result] = parse.parseResults(described, parsersOf(options), { rowMode: options?.rowMode });
    return result as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // As PGlite does: the failed query travels with its error.
          throw Object.assign(error as Error, { query: text, params, queryOptions: options });
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
