// regenerator-runtime ships no types; it is imported only for its global (pdf-fonts.ts).
declare module 'regenerator-runtime/runtime.js';
