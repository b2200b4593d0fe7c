// Registers <fourseas-replay>; a second definition (the script loaded twice, or
// another copy of the element) is harmless.

import { FourSeasReplayElement } from './fourseas-replay.js';

if (!customElements.get('fourseas-replay')) customElements.define('fourseas-replay', FourSeasReplayElement);

export { FourSeasReplayElement };
