// The elements' shadow root: the one style sheet they share (embed.css, found
// beside this module whatever page loads it), then the element's own parts.

import { h } from '../shared/parts.js';

/** Opens `el`'s shadow root with the elements' style sheet, then `parts`. */
export function styledShadow(el, ...parts) {
  const root = el.attachShadow({ mode: 'open' });
  root.append(h('link', { rel: 'stylesheet', href: new URL('../embed.css', import.meta.url).href }), ...parts);
  return root;
}
