// Registers <fourseas-pattern>; a second definition is harmless.

import { FourSeasPatternElement } from './fourseas-pattern.js';

if (!customElements.get('fourseas-pattern')) customElements.define('fourseas-pattern', FourSeasPatternElement);

export { FourSeasPatternElement };
