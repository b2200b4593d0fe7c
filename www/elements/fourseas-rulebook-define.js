// Registers <fourseas-rulebook>; a second definition is harmless.

import { FourSeasRulebookElement } from './fourseas-rulebook.js';

if (!customElements.get('fourseas-rulebook')) customElements.define('fourseas-rulebook', FourSeasRulebookElement);

export { FourSeasRulebookElement };
