// A production browser build drops each action's request and reply schemas from the contract.
// The browser never parses with them there: the server checks every request, and replies are
// checked against their schemas only outside production (packages/api/src/wire-base-query.ts).
// Building them as the contract loaded was most of its cost on a screen's hard load. Only the
// `request` and `response` of a `defineAction({ … })` call are replaced, by `undefined`; the
// schemas screens validate with (forms, record forms, complaint updates) are declared on their own
// and stay (docs/decisions/production-browser-builds-carry-no-action-schemas.md).
const ts = require('typescript');

const SCHEMAS = new Set(['request', 'response']);
/** The contract's sources, which the loader is given. */
const CONTRACT_SOURCES = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;

/**
 * `source` with the request and response of every `defineAction` call replaced by `undefined`.
 * @param {string} source
 * @param {string} fileName
 * @returns {string}
 */
function stripActionSchemas(source, fileName) {
  if (!source.includes('defineAction(')) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** @type {[number, number][]} */
  const cuts = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineAction') {
      const [declaration] = node.arguments;
      if (!declaration || !ts.isObjectLiteralExpression(declaration))
        throw new Error(`${fileName}: defineAction is given its declaration as an object literal, so its schemas can be dropped`);
      for (const property of declaration.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
        if (name === null || !SCHEMAS.has(name)) continue;
        if (!ts.isPropertyAssignment(property))
          throw new Error(`${fileName}: write '${name}: …' in defineAction, so the schema can be dropped`);
        cuts.push([property.initializer.getStart(file), property.initializer.end]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let stripped = source;
  for (const [start, end] of cuts.reverse()) stripped = `${stripped.slice(0, start)}undefined${stripped.slice(end)}`;
  return stripped;
}

/**
 * @this {{ resourcePath: string }} webpack's loader context
 * @param {string} source
 */
module.exports = function stripActionSchemasLoader(source) {
  return stripActionSchemas(source, this.resourcePath);
};
module.exports.stripActionSchemas = stripActionSchemas;
module.exports.CONTRACT_SOURCES = CONTRACT_SOURCES;
