/**
 * The part of jsdom the SVG sanitiser uses. `@types/jsdom` would bring the browser's DOM types into every server
 * module (and clash with Node's own `Blob`/`BodyInit`), so only this is declared; DOMPurify takes the window as is.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { close(): void };
  }
}
