/** The WebAssembly modules the forecast's models load, and the folder of a Lambda bundle they are copied to. */
export const AUGURS_WASM_FILES = ['ets_bg.wasm', 'mstl_bg.wasm'] as const;
export const AUGURS_WASM_FOLDER = 'augurs';
