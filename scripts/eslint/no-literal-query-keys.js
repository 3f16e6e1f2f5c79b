// A TanStack Query key is written in one place: the feature's `api/query-keys.ts`, or
// `lib/query-keys.ts` for a resource several features show. Everywhere else a key comes from
// there, so renaming one cannot leave a query that nothing refreshes any more, and a feature
// refreshes another's data through the function lib/ exports instead of guessing its key.
import path from 'node:path';

// QueryClient methods whose first argument is the key itself.
const KEY_FIRST = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'setQueryDefaults',
  'getQueryDefaults',
]);

/** The expression under `as const`, `satisfies …`, `!` and parentheses. */
function unwrap(node) {
  let current = node;
  while (
    current &&
    (current.type === 'TSAsExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSNonNullExpression')
  ) {
    current = current.expression;
  }
  return current;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralQueryKeys = {
  meta: {
    type: 'problem',
    docs: { description: "Query keys come from a factory (a feature's api/query-keys.ts)." },
    schema: [],
    messages: {
      literalKey:
        "A query key written out here: take it from the feature's factory (api/query-keys.ts) " +
        'or, for a resource other features show, from lib/query-keys.ts and its invalidate ' +
        'functions. A key written by hand is missed when the factory changes, and one feature ' +
        "writing another's key refreshes the wrong queries, or none.",
    },
  },
  create(context) {
    if (path.basename(context.filename).startsWith('query-keys.')) return {};
    const { sourceCode } = context;

    /** Whether `node` is an array written here, directly or through a local constant. */
    function isLiteralKey(node) {
      const value = unwrap(node);
      if (value?.type === 'ArrayExpression') return true;
      if (value?.type !== 'Identifier') return false;
      let scope = sourceCode.getScope(value);
      while (scope) {
        const variable = scope.set.get(value.name);
        if (variable) {
          const def = variable.defs[0];
          return (
            def?.type === 'Variable' &&
            def.parent?.kind === 'const' &&
            unwrap(def.node.init)?.type === 'ArrayExpression'
          );
        }
        scope = scope.upper;
      }
      return false;
    }

    function check(node) {
      if (node && isLiteralKey(node)) context.report({ node, messageId: 'literalKey' });
    }

    return {
      // `{ queryKey: [...] }`: useQuery, queryOptions and every QueryClient filter.
      Property(node) {
        const key = node.key;
        const name = key.type === 'Identifier' ? key.name : key.value;
        if (!node.computed && name === 'queryKey') check(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (KEY_FIRST.has(callee.property.name)) check(node.arguments[0]);
      },
    };
  },
};
