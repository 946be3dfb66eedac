import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { APP_FONT_STACK } from '@shared/ui/app-font';

/**
 * Chakra's palettes the app never uses: each costs ~40 tokens (its shades and its colorPalette semantic tokens) that
 * the token dictionary builds at start-up and the page carries as CSS variables. system.test.ts fails when the code
 * names one, so adding it back is one word here.
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Tab lists on a phone: Chakra's triggers shrink and wrap, so the dashboard's six tabs at 412 px printed over each
 * other ('PerformanceInsights'). Each tab keeps its one-line width and the list scrolls sideways instead. The list
 * is at most as wide as its container: the enclosed variant's list is inline-flex and grew with its tabs, so at
 * 330 px Team Analytics' tabs pushed the whole page sideways instead of scrolling.
 */
const phoneFriendlyTabs = defineSlotRecipe({
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    list: { ...tabsSlotRecipe.base?.list, overflowX: 'auto', maxW: 'full' },
    trigger: { ...tabsSlotRecipe.base?.trigger, flexShrink: 0, whiteSpace: 'nowrap' },
  },
});

/**
 * Links flow with the sentence they sit in: Chakra's recipe makes each link an inline-flex box (to hold an icon beside
 * its words), so in running text a long link such as 'connected payment, accounting and e-commerce apps' jumped whole
 * onto a line of its own. An icon after a link's words stays on their line.
 */
const linksInRunningText = defineRecipe({
  ...linkRecipe,
  base: {
    ...linkRecipe.base,
    display: 'inline',
    '& svg': { display: 'inline', verticalAlign: 'middle', marginInlineStart: '1' },
  },
});

/**
 * An icon beside text keeps its size: a flex item may shrink, so at 330 px a connected account's 20 px bank icon was
 * squeezed to a few pixels beside its name.
 */
const iconsKeepTheirSize = { ...globalCss, 'svg.lucide': { flexShrink: 0 } };

/**
 * The one theme. Chakra's full default config registers ~80 recipes; the landing page budget (150 KB gz JS)
 * only fits if we start from the base config and register the recipes this app actually renders.
 * Add a recipe here when you start using its component.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: iconsKeepTheirSize,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: { ...tokens.fonts, heading: { value: APP_FONT_STACK }, body: { value: APP_FONT_STACK } },
      colors: withoutUnusedPalettes(tokens.colors ?? {}),
    },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linksInRunningText,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: phoneFriendlyTabs,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * Where Chakra's defaults miss WCAG AA (≥ 4.5:1 for text), measured with axe in the browser tests:
 * - `fg.error` (every error text, Field.ErrorText included) is red.500 on white, 3.8:1: red.700 / red.300 instead.
 * - `fg.success` (money in, falling costs on the financial screen) is green.600 on white, 3.3:1: green.700 / green.300.
 * - `fg.warning` (an automation's 'nothing feeds this trigger' hint) is orange.600 on white, 3.6:1: orange.700 / orange.300.
 * - A solid button's hover and open state fade its colour to 90% (`colorPalette.solid/90`), so white on blue.600
 *   drops to 4.3:1: it darkens by the same amount instead, which keeps or raises the contrast for every palette.
 */
const darkerSolid = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 90%, black)';
const accessible = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
    recipes: {
      button: { variants: { variant: { solid: { _hover: { bg: darkerSolid }, _expanded: { bg: darkerSolid } } } } },
    },
  },
});

/**
 * The workspace's accent colour ('Custom branding'): the app's accent is the blue palette, so its solid colour (buttons,
 * the mark) and its focus ring read the `--brand-accent` variable the signed-in shell sets, with Chakra's blues as
 * the fallback. The server only answers a colour white text is readable on (4.5:1). The palette's text colour stays
 * blue: it also sits on the palette's light tints (avatars, badges), where a darkened accent failed axe's contrast.
 */
const accent = (fallback: string) => `var(--brand-accent, var(--chakra-colors-${fallback.replace('.', '-')}))`;
const branded = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        blue: {
          solid: { value: { _light: accent('blue.600'), _dark: accent('blue.600') } },
          focusRing: { value: { _light: accent('blue.500'), _dark: '{colors.blue.500}' } },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The theme's system, built on first use rather than when this module loads: building it (the token dictionary of
 * ~600 tokens, the conditions, the utilities) takes ~90 ms at Lighthouse's 4x CPU slowdown, and at load time it
 * added that to the task that evaluates the app's largest chunk. Called from the first render, it runs in a task
 * of its own (the signed-in app renders in a transition), so neither task blocks input as long.
 */
export function themeSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, config, accessible, branded);
  return system;
}
