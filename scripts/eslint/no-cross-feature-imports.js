// A web feature imports nothing from another feature. `no-restricted-imports` sees only the
// import string, and `../../users/api/get-users` means another feature or not depending on how
// deep the importing file sits, so this rule resolves the path against the file first.
import path from 'node:path';

const featureOf = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports nothing from another feature.' },
    schema: [],
    messages: {
      crossFeature:
        "'{{source}}' belongs to the feature '{{target}}', not to '{{feature}}'. Features do not " +
        "import each other's internals (docs/development.md#lint-rules): move what two features " +
        'share down to components/ or lib/.',
    },
  },
  create(context) {
    const match = featureOf.exec(context.filename);
    if (!match) return {};
    const [, featuresDir, feature] = match;

    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (!source.startsWith('.')) return;
      const target = path.relative(
        featuresDir,
        path.resolve(path.dirname(context.filename), source),
      );
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const targetFeature = target.split(path.sep)[0];
      if (targetFeature && targetFeature !== feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { source, target: targetFeature, feature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
