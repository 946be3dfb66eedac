/**
 * The app's typeface (Chakra's default: Inter where installed, else the system UI font), named once for the web
 * theme and the pages the API renders itself (sign-in, local checkout), so they read as one product.
 */
export const APP_FONT_STACK =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';
