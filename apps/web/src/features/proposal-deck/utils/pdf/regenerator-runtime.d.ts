// regenerator-runtime ships no types; it is imported only for its global (dom-to-pdf.ts).
declare module 'regenerator-runtime/runtime.js';
