// An API module uses another only through what that module publishes in its index.ts. As with
// the web features, `../users/users.service.js` may or may not leave the module depending on
// where the importing file sits, so the path is resolved against the file first.
import path from 'node:path';

const moduleOf = /^(.*[\\/]src[\\/]modules)[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossModuleImports = {
  meta: {
    type: 'problem',
    docs: { description: "An API module imports another module's index.ts only." },
    schema: [],
    messages: {
      internal:
        "'{{source}}' is inside the module '{{target}}'. Another module uses it only through " +
        "'{{index}}': what a module publishes there (its service, policy, types, published " +
        'helpers) is what it keeps working for others; the rest may change without notice. ' +
        'Publish what you need in its index.ts and import it from there.',
    },
  },
  create(context) {
    const match = moduleOf.exec(context.filename);
    if (!match) return {};
    const [, modulesDir, module] = match;
    const fromDir = path.dirname(context.filename);

    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (!source.startsWith('.')) return;
      const target = path.relative(modulesDir, path.resolve(fromDir, source));
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const [targetModule, ...rest] = target.split(path.sep);
      if (!targetModule || targetModule === module) return;
      // The module folder itself, or its index file under any of the names TypeScript takes.
      const inside = rest.join('/');
      if (inside === '' || /^index(\.(js|ts))?$/.test(inside)) return;
      // A repository is refused by `moduleToRepository` (import-boundaries.js), which says why.
      if (/\.repository(\.(js|ts))?$/.test(inside)) return;
      const index = path.relative(fromDir, path.join(modulesDir, targetModule, 'index.js'));
      context.report({
        node,
        messageId: 'internal',
        data: {
          source,
          target: targetModule,
          index: index.startsWith('.') ? index : `./${index}`,
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
