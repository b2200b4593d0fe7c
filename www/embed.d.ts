// Types of `fourseas/embed`: the <fourseas-hand> element. Loading the module
// registers it; its attributes are mirrored as these properties.

import type { AnalyzeResponse, ParseResponse, Reply, Response } from './pkg/fourseas_wasm.js';

/** What the element shows: a hand scored (`score`'s answer), a hand one tile
 * short with its waits (`analyze`'s answer), or the error of either. */
export type FourSeasHandResult = Reply<Response> | Reply<AnalyzeResponse> | Reply<ParseResponse>;

/** The `scored` event: fired after each render, with the result. */
export type FourSeasHandScoredEvent = CustomEvent<FourSeasHandResult>;

/** `<fourseas-hand hand="123m456p11z23s4s [789s]" edition="standard">`. */
export declare class FourSeasHandElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** The tiles, winning tile last; melds as `[555p]`, concealed kongs as `(1111z)`. */
  hand: string | null;
  /** `beginner`, `basic`, `intermediate` or `standard` (default). */
  edition: string | null;
  /** `I` … `V`; default by edition. */
  level: string | null;
  /** `self_draw` (default), `discard`, `robbing_kong`, `kong_replacement`, `concealed_discard`. */
  win: string | null;
  /** The winner's seat; default `east`. */
  seat: string | null;
  /** Who discarded, for a discard-style win. */
  discarder: string | null;
  /** `heaven`, `earth` or `man`. */
  blessing: string | null;
  /** The `last-tile` attribute. */
  lastTile: boolean;
  /** The engine's last answer; `null` before the first, or when the engine could not load. */
  readonly result: FourSeasHandResult | null;
  /** Renders again from the attributes. */
  update(): Promise<void>;
  addEventListener<K extends keyof FourSeasHandElementEventMap>(
    type: K,
    listener: (this: FourSeasHandElement, ev: FourSeasHandElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface FourSeasHandElementEventMap extends HTMLElementEventMap {
  scored: FourSeasHandScoredEvent;
}

declare global {
  interface HTMLElementTagNameMap {
    'fourseas-hand': FourSeasHandElement;
  }
}
