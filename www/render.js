// Kept for the package's `fourseas/www/render.js` path: the shared views of a
// scored hand now live in views/parts.js.
export * from './views/parts.js';
