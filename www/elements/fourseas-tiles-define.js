// Registers <fourseas-tiles>; a second definition is harmless.

import { FourSeasTilesElement } from './fourseas-tiles.js';

if (!customElements.get('fourseas-tiles')) customElements.define('fourseas-tiles', FourSeasTilesElement);

export { FourSeasTilesElement };
