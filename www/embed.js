// The elements for rule-explanation sites, as one script to load:
//
//   <script type="module" src="https://calculator.example/embed.js"></script>
//   <fourseas-hand hand="123m456p11z23s4s [789s]" edition="standard"></fourseas-hand>
//   <fourseas-pattern pattern="F6.6" lang="zh"></fourseas-pattern>
//   <fourseas-rulebook edition="intermediate"></fourseas-rulebook>
//   <fourseas-tiles tiles="123m[555p](1111z)5s" size="s"></fourseas-tiles>
//   <fourseas-replay src="concealed-discard.jsonl" step="112"></fourseas-replay>
//
// The classes are in elements/; this registers all five.

export { FourSeasHandElement } from './elements/fourseas-hand-define.js';
export { FourSeasPatternElement } from './elements/fourseas-pattern-define.js';
export { FourSeasReplayElement } from './elements/fourseas-replay-define.js';
export { FourSeasRulebookElement } from './elements/fourseas-rulebook-define.js';
export { FourSeasTilesElement } from './elements/fourseas-tiles-define.js';
