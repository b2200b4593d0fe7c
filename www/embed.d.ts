// Types of `fourseas/embed`: the <fourseas-hand>, <fourseas-pattern>,
// <fourseas-rulebook>, <fourseas-tiles> and <fourseas-replay> elements. Loading the module
// registers them; their attributes are mirrored as these properties.

import type { AnalyzeResponse, Frame, FramesResponse, ParseResponse, Reply, Response } from './pkg/fourseas_wasm.js';

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

/** The `rendered` event of a card: its pattern, and the engine's score of its example (null if none). */
export type FourSeasPatternRenderedEvent = CustomEvent<{ id: string; score: number | null }>;

/** `<fourseas-pattern pattern="F6.6" edition="standard" lang="zh">`: one pattern's card. */
export declare class FourSeasPatternElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** The pattern's id, e.g. `F6.6`. */
  pattern: string | null;
  /** The edition its example is scored in; default `standard`. */
  edition: string | null;
  /** The page "try it in the calculator" opens; default the calculator beside the script. */
  calculator?: string;
  /** The href of another pattern's card (its "already includes" links); default `#ID`. */
  linkTo?: (id: string) => string | null;
  /** Renders again from the attributes. */
  update(): Promise<void>;
  addEventListener<K extends keyof FourSeasPatternElementEventMap>(
    type: K,
    listener: (this: FourSeasPatternElement, ev: FourSeasPatternElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface FourSeasPatternElementEventMap extends HTMLElementEventMap {
  rendered: FourSeasPatternRenderedEvent;
}

/** The `pattern-open` event: a card was opened. Cancel it to keep the address as it is. */
export type FourSeasPatternOpenEvent = CustomEvent<{ id: string }>;

/** `<fourseas-rulebook edition="intermediate" lang="en">`: an edition's patterns, searchable. */
export declare class FourSeasRulebookElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** The edition listed; default `standard`. */
  edition: string | null;
  /** The id of the card to open. */
  pattern: string | null;
  /** The `heading-level` attribute: its group headings' level (default 2; categories one below). */
  headingLevel: string | null;
  /** The page "try it in the calculator" opens; default the calculator beside the script. */
  calculator?: string;
  /** Renders again from the attributes. */
  update(): Promise<void>;
  addEventListener<K extends keyof FourSeasRulebookElementEventMap>(
    type: K,
    listener: (this: FourSeasRulebookElement, ev: FourSeasRulebookElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface FourSeasRulebookElementEventMap extends HTMLElementEventMap {
  'pattern-open': FourSeasPatternOpenEvent;
}

/** `<fourseas-tiles tiles="123m[555p](1111z)5s" size="s">`: tiles for running text, no engine needed. */
export declare class FourSeasTilesElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** Hand text: mpsz or Unicode tiles; melds as `[555p]`, concealed kongs as `(1111z)`. */
  tiles: string | null;
  /** `s` (24 px), `m` (36 px, default) or `l` (52 px). */
  size: 's' | 'm' | 'l' | string | null;
  /** Draws again from the attributes. */
  render(): void;
}

/** The `step` event of a replay: the frame shown (`null` when the log is refused), its index and how many the hand has. */
export type FourSeasReplayStepEvent = CustomEvent<{ step: number; frames: number; frame: Frame | null }>;

/** `<fourseas-replay src="concealed-discard.jsonl" step="112">`: a hand of an engine's log, stepped through. */
export declare class FourSeasReplayElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** The log's URL (JSON lines); without it, a child `<script type="application/x-ndjson">` holds the log. */
  src: string | null;
  /** Which hand of the log, from 0 (default 0). */
  hand: string | null;
  /** The frame shown: 0 the deal, k after the k-th move; the controls set it. */
  step: string | null;
  /** Whose eyes without `open-hands`: a seat; by default a played hand's person, else East. */
  seat: string | null;
  /** The `open-hands` attribute: every hand shown. */
  openHands: boolean;
  /** The log's text given by script, in place of `src` and the child script. */
  log: string | null;
  /** The engine's `frames` answer for the hand; `null` before the first, or when the engine or the log could not load. */
  readonly frames: Reply<FramesResponse> | null;
  /** Loads the log and asks the engine again from the attributes. */
  update(): Promise<void>;
  addEventListener<K extends keyof FourSeasReplayElementEventMap>(
    type: K,
    listener: (this: FourSeasReplayElement, ev: FourSeasReplayElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface FourSeasReplayElementEventMap extends HTMLElementEventMap {
  step: FourSeasReplayStepEvent;
}

declare global {
  interface HTMLElementTagNameMap {
    'fourseas-replay': FourSeasReplayElement;
    'fourseas-hand': FourSeasHandElement;
    'fourseas-pattern': FourSeasPatternElement;
    'fourseas-rulebook': FourSeasRulebookElement;
    'fourseas-tiles': FourSeasTilesElement;
  }
}
