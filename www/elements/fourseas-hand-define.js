// Registers <fourseas-hand>; a second definition (the script loaded twice, or
// another copy of the element) is harmless.

import { FourSeasHandElement } from './fourseas-hand.js';

if (!customElements.get('fourseas-hand')) customElements.define('fourseas-hand', FourSeasHandElement);

export { FourSeasHandElement };
