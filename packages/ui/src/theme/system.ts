import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

// Chakra's default theme with only the recipes in use (see recipes.ts).
const leanDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

// A calm slate-blue palette for an office tool used all day; solid shades keep
// white text above 4.5:1 contrast.
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef6f9' },
          100: { value: '#d5e9f0' },
          200: { value: '#acd2e0' },
          300: { value: '#7db6cb' },
          400: { value: '#4f97b1' },
          500: { value: '#2f7b97' },
          600: { value: '#24647d' },
          700: { value: '#1e5166' },
          800: { value: '#1a4354' },
          900: { value: '#163846' },
          950: { value: '#0d232d' },
        },
      },
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's default solid shades (teal.600, green/orange/red/blue.600 and below) fall under
        // 4.5:1 with white text on small buttons and badges; the 700 shades clear it.
        teal: { solid: { value: '{colors.teal.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        red: { solid: { value: '{colors.red.700}' } },
        blue: { solid: { value: '{colors.blue.700}' } },
        cyan: { solid: { value: '{colors.cyan.700}' } },
        purple: { solid: { value: '{colors.purple.700}' } },
        // The default red.500 is below 4.5:1 on white; error text must stay readable.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand', bg: 'bg.subtle' },
  },
});

/** The Chakra UI system shared by the shell and every remote. */
export const system = createSystem(defaultBaseConfig, leanDefaultTheme, config);
