/**
 * Query depth and cost limits, as validation rules: a query too deep or too costly is refused before
 * any resolver runs. Introspection fields (`__schema`, `__type`, ...) are not counted.
 */
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import { type Locale, translate } from "../../i18n/messages.ts";

export const MAX_DEPTH = 8;
export const MAX_COST = 5000;
/** How many items a list is assumed to hold when costing what is selected under it. */
export const LIST_FACTOR = 10;

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  /** Fragments being expanded at this level (cycles are refused by the standard rules). */
  visiting: Set<string>;
  /** Past this level the walk stops: the operation is too deep already (and may be cyclic). */
  stopAt: number;
  /** Past this cost the walk stops too (fragments spread many times could make it long). */
  maxCost: number;
}

function fieldsOf(type: GraphQLNamedType | undefined): Record<string, GraphQLField<unknown, unknown>> {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
}

/** Every field node selected directly under `selectionSet`, through fragments. */
function collectFields(selectionSet: SelectionSetNode, walk: Walk): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...collectFields(selection.selectionSet, walk));
    else {
      const name = selection.name.value;
      const fragment = walk.fragments[name];
      if (!fragment || walk.visiting.has(name)) continue;
      walk.visiting.add(name);
      fields.push(...collectFields(fragment.selectionSet, walk));
      walk.visiting.delete(name);
    }
  }
  return fields;
}

/** The depth and cost of `selectionSet` under `parent`. */
function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  walk: Walk,
  level: number,
) {
  let depth = level;
  let cost = 0;
  if (level > walk.stopAt) return { depth, cost };
  for (const field of collectFields(selectionSet, walk)) {
    if (field.name.value.startsWith("__")) continue;
    const definition = fieldsOf(parent)[field.name.value];
    let fieldCost = 1;
    if (field.selectionSet) {
      const inner = measure(field.selectionSet, definition && getNamedType(definition.type), walk, level + 1);
      depth = Math.max(depth, inner.depth);
      const many = definition ? isListType(getNullableType(definition.type)) : false;
      fieldCost += inner.cost * (many ? LIST_FACTOR : 1);
    } else depth = Math.max(depth, level);
    cost += fieldCost;
    if (cost > walk.maxCost) break;
  }
  return { depth, cost };
}

/** A validation rule refusing operations deeper than `maxDepth` or costlier than `maxCost`. */
export function queryLimitsRule(
  locale: Locale,
  { maxDepth = MAX_DEPTH, maxCost = MAX_COST }: { maxDepth?: number; maxCost?: number } = {},
): ValidationRule {
  return (context) => {
    const document = context.getDocument();
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const schema = context.getSchema();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const root = schema.getRootType(definition.operation) ?? undefined;
      const { depth, cost } = measure(
        definition.selectionSet,
        root,
        {
          fragments,
          visiting: new Set(),
          stopAt: maxDepth + 1,
          maxCost,
        },
        1,
      );
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(translate("blog.tooDeep", locale, { max: maxDepth }), {
            nodes: [definition],
            extensions: { code: "BAD_USER_INPUT", reason: "depth" },
          }),
        );
      } else if (cost > maxCost) {
        context.reportError(
          new GraphQLError(translate("blog.tooCostly", locale, { cost, max: maxCost }), {
            nodes: [definition],
            extensions: { code: "BAD_USER_INPUT", reason: "cost" },
          }),
        );
      }
    }
    return {};
  };
}
