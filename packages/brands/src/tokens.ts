/**
 * The token names every component styles with. Names are roles (what a value is for), never
 * hues, so a brand can change any value without a component noticing. `deriveTheme` gives every
 * leaf a value per brand; @playsite/ui turns the shape into CSS custom properties (`cssVarName`).
 */
export const tokenShape = {
  color: {
    background: {
      canvas: null,
      surface: null,
      raised: null,
      input: null,
      brand: null,
      brandHover: null,
      brandActive: null,
      danger: null,
      dangerHover: null,
      dangerActive: null,
      success: null,
      warning: null,
      disabled: null,
      overlay: null,
    },
    foreground: {
      default: null,
      muted: null,
      link: null,
      onBrand: null,
      danger: null,
      success: null,
      warning: null,
      onDanger: null,
      onSuccess: null,
      onWarning: null,
      disabled: null,
    },
    border: { default: null, strong: null, focus: null, danger: null },
    /** Marks that show state without text (selected tab, progress, checked box): 3:1 on every surface. */
    indicator: null,
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null },
  /**
   * Corner radii by role, so one brand's pill buttons leave its tiles and tabs alone: `sm`/`md`/`lg`
   * for surfaces (cards, panels, menus, dialogs), `control` for buttons and fields, `tile` for game
   * tiles and banners, `indicator` for selection marks and progress bars, `pill` for chips.
   */
  radius: { sm: null, md: null, lg: null, control: null, tile: null, indicator: null, pill: null },
  borderWidth: { thin: null, thick: null },
  focusRing: { width: null, offset: null },
  typography: {
    fontFamily: { body: null, heading: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  motion: { duration: { fast: null, normal: null }, easing: null },
  size: { control: { sm: null, md: null, lg: null }, icon: null, target: null },
  layout: { maxWidth: null, headerHeight: null, bottomNavHeight: null },
  header: { background: null, foreground: null },
  /** docs/product.md § Modals: modal 600 × 300, dialog 400 wide, service 440 × 500, VIP support 440 × 750. */
  modal: { width: null, height: null },
  dialog: { width: null },
  serviceWindow: { width: null, height: null },
  vipSupportWindow: { width: null, height: null },
  /** QR codes stay dark-on-light in every brand: scanners misread inverted codes. */
  qrCode: { foreground: null, background: null },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> };

/** One brand's values for every token. */
export type ThemeValues = Leaves<typeof tokenShape>;

/** The CSS custom property of a token path: stable, so a server can write a brand's CSS. */
export const cssVarName = (path: readonly (string | number)[]): string => `ps-${path.join('-')}`;
