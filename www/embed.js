// The element for rule-explanation sites, as one script to load:
//
//   <script type="module" src="https://calculator.example/embed.js"></script>
//   <fourseas-hand hand="123m456p11z23s4s [789s]" edition="standard"></fourseas-hand>
//
// The class is elements/fourseas-hand.js; this registers it.

export { FourSeasHandElement } from './elements/fourseas-hand-define.js';
