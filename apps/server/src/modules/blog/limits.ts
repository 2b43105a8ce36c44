/**
 * The limits of a GraphQL query, checked before graphql-js validates it and long before it runs, each
 * in time bounded by the limit itself rather than by the query (decision 41):
 * - parsing: at most MAX_TOKENS tokens and MAX_NESTING levels of brackets, counted by the lexer before
 *   the (recursive) parser sees the text;
 * - the operations, fragments expanded: depth, cost (every field, `__typename` and introspection
 *   included, every alias, fragment spread and inline fragment; lists multiply), directives, and how
 *   many fields share one response path (graphql-js compares those pair by pair to merge them).
 * A refusal is a GraphQL error with code BAD_USER_INPUT and a `reason`, answered 400.
 */
import {
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  Lexer,
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { type Locale, type MessageCode, translate } from "../../i18n/messages.ts";

/** Tokens of a document: the web app's largest query has about 60, GraphiQL's introspection 184. */
export const MAX_TOKENS = 2000;
/** Nested `{`, `(` and `[`: selections, arguments and input values together. */
export const MAX_NESTING = 32;
export const MAX_DEPTH = 8;
export const MAX_COST = 5000;
/** How many items a list is assumed to hold when costing what is selected under it. */
export const LIST_FACTOR = 10;
export const MAX_DIRECTIVES = 50;
/** Fields answering under one response path (`post.id` asked in three fragments counts 3). */
export const MAX_REPEATS = 10;

export type LimitReason = "tokens" | "nesting" | "depth" | "cost" | "directives" | "repeats";

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxDirectives: number;
  maxRepeats: number;
  /**
   * Whether `__schema` and `__type` are measured like any field. Only a developer's machine answers
   * introspection (GraphiQL's query is 14 levels deep); elsewhere it is refused after these limits.
   */
  countIntrospection: boolean;
}

const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: MAX_DEPTH,
  maxCost: MAX_COST,
  maxDirectives: MAX_DIRECTIVES,
  maxRepeats: MAX_REPEATS,
  countIntrospection: true,
};

const MESSAGES: Record<LimitReason, MessageCode> = {
  tokens: "blog.tooManyTokens",
  nesting: "blog.tooNested",
  depth: "blog.tooDeep",
  cost: "blog.tooCostly",
  directives: "blog.tooManyDirectives",
  repeats: "blog.tooManyRepeats",
};

function limitError(reason: LimitReason, locale: Locale, params: Record<string, string | number>) {
  return new GraphQLError(translate(MESSAGES[reason], locale, params), {
    extensions: { code: "BAD_USER_INPUT", reason },
  });
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);

/**
 * `source` parsed, or a GraphQL error: too many tokens, brackets nested too deep (graphql-js's parser
 * recurses per level and overflows the stack at a few thousand), or a syntax error.
 */
export function parseWithinLimits(source: string, locale: Locale): DocumentNode {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if (++tokens > MAX_TOKENS) throw limitError("tokens", locale, { max: MAX_TOKENS });
    if (OPENING.has(token.kind) && ++nesting > MAX_NESTING)
      throw limitError("nesting", locale, { max: MAX_NESTING });
    if (CLOSING.has(token.kind)) nesting--;
  }
  return parse(source, { maxLexicalTokens: MAX_TOKENS });
}

/** Thrown inside the walk to stop it at the first limit passed. */
class Exceeded {
  readonly reason: Exclude<LimitReason, "tokens" | "nesting">;
  readonly params: Record<string, string | number>;

  constructor(reason: Exclude<LimitReason, "tokens" | "nesting">, params: Record<string, string | number>) {
    this.reason = reason;
    this.params = params;
  }
}

interface Walk {
  schema: GraphQLSchema;
  limits: QueryLimits;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Fragments spread on the path to the current selection (a cycle is cut; graphql-js refuses it). */
  spreading: Set<string>;
  /**
   * Selections visited, each fragment spread expanded where it stands: each adds at least 1 to the
   * cost, so this stops a fragment that spreads another many times, without counting its fields.
   */
  visited: number;
  directives: number;
  /** How many fields answer under each response path. */
  paths: Map<string, number>;
}

function fieldsOf(type: GraphQLNamedType | undefined): Record<string, GraphQLField<unknown, unknown>> {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
}

function countDirectives(walk: Walk, directives: readonly DirectiveNode[] | undefined) {
  walk.directives += directives?.length ?? 0;
  if (walk.directives > walk.limits.maxDirectives)
    throw new Exceeded("directives", { max: walk.limits.maxDirectives });
}

function visit(walk: Walk, directives: readonly DirectiveNode[] | undefined) {
  if (++walk.visited > walk.limits.maxCost)
    throw new Exceeded("cost", { cost: walk.visited, max: walk.limits.maxCost });
  countDirectives(walk, directives);
}

/** The cost of `selectionSet`, selected on `parent` at `level` (root fields are level 1) under `path`. */
function costOf(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  level: number,
  path: string,
): number {
  const { limits, schema } = walk;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    visit(walk, selection.directives);
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (!limits.countIntrospection && (name === "__schema" || name === "__type")) continue;
      if (level > limits.maxDepth) throw new Exceeded("depth", { max: limits.maxDepth });
      const responsePath = `${path}.${selection.alias?.value ?? name}`;
      const repeats = (walk.paths.get(responsePath) ?? 0) + 1;
      if (repeats > limits.maxRepeats)
        throw new Exceeded("repeats", { name: responsePath.slice(1), max: limits.maxRepeats });
      walk.paths.set(responsePath, repeats);
      cost += 1;
      if (selection.selectionSet) {
        const definition = fieldsOf(parent)[name];
        const type = definition && getNamedType(definition.type);
        const inner = costOf(walk, selection.selectionSet, type, level + 1, responsePath);
        cost += definition && isListType(getNullableType(definition.type)) ? inner * LIST_FACTOR : inner;
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      cost += 1 + costOf(walk, selection.selectionSet, type ?? undefined, level, path);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      cost += 1;
      if (!fragment || walk.spreading.has(name)) continue;
      countDirectives(walk, fragment.directives);
      walk.spreading.add(name);
      const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
      cost += costOf(walk, fragment.selectionSet, type, level, path);
      walk.spreading.delete(name);
    }
    if (cost > limits.maxCost) throw new Exceeded("cost", { cost, max: limits.maxCost });
  }
  return cost;
}

/**
 * The first limit `document` passes, as a GraphQL error, or undefined. Every operation is measured,
 * sharing one count of visited selections, so the time taken is bounded by the limits whatever the
 * document (its size is bounded by `parseWithinLimits`).
 */
export function limitsError(
  schema: GraphQLSchema,
  document: DocumentNode,
  locale: Locale,
  limits: Partial<QueryLimits> = {},
): GraphQLError | undefined {
  const walk: Walk = {
    schema,
    limits: { ...DEFAULT_LIMITS, ...limits },
    fragments: new Map(),
    spreading: new Set(),
    visited: 0,
    directives: 0,
    paths: new Map(),
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) walk.fragments.set(definition.name.value, definition);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    try {
      countDirectives(walk, definition.directives);
      for (const variable of definition.variableDefinitions ?? []) countDirectives(walk, variable.directives);
      walk.paths.clear();
      const root = schema.getRootType(definition.operation) ?? undefined;
      costOf(walk, definition.selectionSet, root, 1, "");
    } catch (error) {
      if (!(error instanceof Exceeded)) throw error;
      const refusal = limitError(error.reason, locale, error.params);
      return new GraphQLError(refusal.message, { nodes: [definition], extensions: refusal.extensions });
    }
  }
  return undefined;
}

/**
 * The Yoga plugin: parsing within the token and nesting limits, then the operations measured before
 * graphql-js's validation rules run (a refused document is never validated nor executed).
 */
export function queryLimits({ development }: { development: boolean }): Plugin<{ locale: Locale }> {
  return {
    onParse({ context, setParseFn }) {
      setParseFn((source) => parseWithinLimits(String(source), context.locale));
    },
    onValidate({ context, params, setResult }) {
      const error = limitsError(params.schema, params.documentAST, context.locale, {
        countIntrospection: !development,
      });
      if (error) setResult([error]);
    },
  };
}
