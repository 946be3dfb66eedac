/** The id of the <style> the build writes into index.html: the landing page's styles and every global style of the theme. */
export const PRERENDERED_STYLES_ID = 'landing-css';
