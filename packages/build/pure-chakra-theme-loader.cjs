// Chakra UI's theme module builds `defaultThemeConfig = defineConfig({ ...every recipe })` at
// its top level. The call is not marked pure, so a bundle that takes only the tokens and a few
// recipes from it (packages/ui/src/theme) would still carry all ~90 recipes. defineConfig is
// the identity function; marking the call pure lets webpack drop what nobody uses.
module.exports = function pureChakraTheme(source) {
  return source.replace(/=\s*defineConfig\(/g, '= /*#__PURE__*/ defineConfig(');
};
