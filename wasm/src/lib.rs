//! WebAssembly bindings: a thin layer that converts JS values to the engine's
//! request types and back. No rule logic lives here.
//!
//! Errors are returned, never thrown: every function answers a plain object,
//! `{ok: true, …}` or `{ok: false, error: {code, message}}`, with the same codes
//! as the CLI.

use fourseas::api::{self, AnalyzeRequest, FromJson, Reply, Request, SessionRequest};
use fourseas::{Error, ErrorCode};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Tiles in mpsz (`123m456p789s1234567z`), Unicode tiles, or honor letters E S W N P F C. */
export type Notation = string;
export type Seat = "east" | "south" | "west" | "north";
export type EditionName = "beginner" | "basic" | "intermediate" | "standard";
export type WinKind = "self_draw" | "discard" | "robbing_kong" | "kong_replacement" | "concealed_discard";
export type LevelName = "I" | "II" | "III" | "IV" | "V";
export interface Minimum { self_draw: number; discard: number; }
export interface MeldSpec { tiles: Notation; concealed?: boolean; }
export interface PlayerSpec { edition?: EditionName; level?: LevelName | Minimum; }
export interface ScoreRequest {
  hand: Notation;
  win_tile: Notation;
  melds?: MeldSpec[];
  win?: WinKind;
  last_tile?: boolean;
  blessing?: "heaven" | "earth" | "man";
  seat?: Seat;
  discarder?: Seat;
  edition?: EditionName;
  level?: LevelName | Minimum;
  players?: Partial<Record<Seat, PlayerSpec>>;
}
export type ErrorCode = "bad_request" | "bad_notation" | "wrong_tile_count" | "too_many_copies" | "too_many_melds"
  | "bad_meld" | "bad_win_tile" | "bad_value" | "bad_discarder" | "contradictory_win" | "not_winning" | "too_large";
export interface ErrorReply { ok: false; error: { code: ErrorCode; message: string; }; }
export interface Group { kind: "chow" | "pung" | "kong" | "pair" | "single"; tiles: Notation; exposed: boolean; }
export interface CountedPattern { id: string; name: string; name_zh: string; points: number; groups: number[]; }
export interface ExcludedPattern {
  id: string; name: string; name_zh: string;
  reason: "included_by" | "same_category" | "not_in_edition";
  /** The pattern that includes it or uses its groups. */
  by: string | null;
  /** The first edition that has it, when this one does not. */
  edition: EditionName | null;
}
export interface Alternative { shape: string; groups: Group[]; score: number; total: number; patterns: string[]; }
export interface ScoreResponse {
  ok: true;
  score: number;
  full_score: number;
  total: number;
  limit: null | "counted" | string;
  limit_name: string | null;
  limit_name_zh: string | null;
  edition: EditionName;
  level: LevelName | "custom";
  shape: ShapeName;
  groups: Group[];
  patterns: CountedPattern[];
  excluded: ExcludedPattern[];
  alternatives: Alternative[];
  minimum: Minimum;
  can_win: boolean;
  may_win: { self_draw: boolean; discard: boolean; };
  payer_scores: Partial<Record<Seat, number>>;
  payments: Record<Seat, number>;
}
export interface PatternRow {
  id: string; name: string; name_zh: string; points: number; category: string;
  edition: EditionName; includes: string[]; waives_minimum: boolean; paid_as_self_draw: boolean;
}
export type ShapeName = "standard" | "seven_pairs" | "knitted" | "thirteen_orphans" | "plaid";
export interface EditionRow {
  edition: EditionName; letter: "A" | "B" | "C" | "D"; name_zh: string; shapes: ShapeName[];
  payment_threshold: number; default_level: LevelName; concealed_discard: boolean; linked_on_seven_pairs: boolean;
}
export interface ErrorBody { code: ErrorCode; message: string; }
export interface Allowed { possible: boolean; error?: ErrorBody; }
export interface Possible<T> extends Allowed { value: T; }
export interface TileChoices {
  tile: Notation; add: Allowed; chow: Allowed; pung: Allowed; kong: Allowed; concealed_kong: Allowed;
}
export interface ConditionsResponse {
  ok: true;
  /** The tiles make a full hand. */
  complete: boolean;
  win: Possible<WinKind>[];
  blessing: Possible<"heaven" | "earth" | "man">[];
  last_tile: Allowed;
  discarder: Possible<Seat>[];
  seat: Possible<Seat>[];
  edition: Possible<EditionName>[];
  tiles: TileChoices[];
}
export interface TileInfo { id: Notation; unicode: string; name: string; }

/** Scores a hand. Never throws: errors come back as `{ok: false, error}`. */
export function score(request: ScoreRequest): ScoreResponse | ErrorReply;
/**
 * Which win types, blessings, last tile, discarders, seats, editions, tiles and melds are
 * possible for a hand that may still be incomplete (`win_tile` optional). Never throws.
 */
export function conditions(request: Partial<ScoreRequest>): ConditionsResponse | ErrorReply;
export interface AnalyzeRequest {
  /** 13 − 3×melds concealed tiles (waiting) or 14 − 3×melds (about to discard). */
  hand: Notation;
  melds?: MeldSpec[];
  seat?: Seat;
  /** Who discards, for the discard-win figures; default the next seat. */
  discarder?: Seat;
  edition?: EditionName;
  level?: LevelName | Minimum;
  players?: Partial<Record<Seat, PlayerSpec>>;
  /** Tiles visible outside the hand. */
  seen?: Notation;
  /** Draws left for the value model; default 8. */
  draws_left?: number;
}
export interface WaitValue { score: number; full_score: number; can_win: boolean; patterns: string[]; }
export interface Wait { tile: Notation; remaining: number; self_draw: WaitValue | null; discard: WaitValue | null; }
export interface Useful { tile: Notation; remaining: number; }
export interface HandValue { win_chance: number; expected_score: number; }
export interface DiscardAdvice {
  tile: Notation; shanten: number; useful: Useful[]; useful_count: number;
  /** When the rest is waiting. */
  waits?: Wait[];
  /** The value model's figures; null beyond shanten 2. */
  value: HandValue | null;
}
export interface AnalyzeResponse {
  ok: true;
  /** 13-tile hands: 0 = waiting; 14-tile hands: −1 = winning, else the best over one discard. */
  shanten: number;
  /** 13-tile hands. */
  shapes?: Partial<Record<ShapeName, number>>;
  waits?: Wait[];
  /** 13-tile hands not waiting. */
  useful?: Useful[];
  useful_count?: number;
  /** 14-tile hands, best first. */
  discards?: DiscardAdvice[];
}
/** Waits with their value, shanten, useful tiles, discard advice. Never throws. */
export function analyze(request: AnalyzeRequest): AnalyzeResponse | ErrorReply;
export interface SessionPlayer { name: string; edition?: EditionName; level?: LevelName | Minimum; }
export interface PlayedHand {
  hand: Notation; win_tile: Notation; melds?: MeldSpec[]; win?: WinKind; last_tile?: boolean;
  blessing?: "heaven" | "earth" | "man"; seat?: Seat; discarder?: Seat;
}
export interface ManualHand { winner: Seat; win?: WinKind; discarder?: Seat; score: number; }
export interface SessionHand {
  /** The player's name at each seat. */
  seats: Record<Seat, string>;
  request?: PlayedHand;
  manual?: ManualHand;
  draw?: boolean;
}
export interface SessionRequest { players: SessionPlayer[]; hands: SessionHand[]; }
export interface SettledHand {
  winner: string | null; score: number | null; can_win: boolean;
  payments: Record<string, number>; totals: Record<string, number>;
}
export interface SessionResponse { ok: true; hands: SettledHand[]; totals: Record<string, number>; }
export interface SessionErrorReply { ok: false; error: { code: ErrorCode; message: string; hand?: number; }; }
/** Settles a whole score sheet: payments and running totals per player. Never throws. */
export function session(request: SessionRequest): SessionResponse | SessionErrorReply;
/** The edition table: shapes, payment threshold, default level, Concealed Discard. */
export function editions(): { ok: true; editions: EditionRow[] };
/** The rulebook of an edition (default standard), in id order. */
export function patterns(edition?: EditionName | null): { ok: true; edition: EditionName; patterns: PatternRow[] } | ErrorReply;
/** Reads tiles in any accepted notation. */
export function parse(notation: Notation): { ok: true; mpsz: Notation; tiles: TileInfo[] } | ErrorReply;
/** Writes tiles (each in any notation) as mpsz and Unicode. */
export function format(tiles: Notation[]): { ok: true; mpsz: Notation; unicode: string } | ErrorReply;
/** The engine version. */
export function version(): string;
"#;

/// Plain objects and numbers, as JSON gives them: written by the same serializer
/// as the CLI's answers (so both are alike byte for byte) and read by the
/// JavaScript engine's `JSON.parse`.
fn to_js<T: Serialize, E: Into<api::ErrorBody>>(answer: Result<T, E>) -> JsValue {
    let text = serde_json::to_string(&Reply::from(answer));
    text.ok().and_then(|text| js_sys::JSON::parse(&text).ok()).unwrap_or(JsValue::NULL)
}

/// Any JavaScript value as JSON text, by the JavaScript engine's own
/// `JSON.stringify`: it copes with cycles, throwing getters, proxies and any depth
/// on the JavaScript side, where its exceptions are caught, so nothing a caller
/// passes can unwind through or overflow this module.
fn json_text(v: &JsValue) -> Result<String, Error> {
    let text = js_sys::JSON::stringify(v).map_err(|e| {
        let why = js_sys::Error::from(e).message().as_string().unwrap_or_default();
        Error::new(
            ErrorCode::BadRequest,
            format!("the argument cannot be read as JSON: {}", why.chars().take(80).collect::<String>()),
        )
    })?;
    text.as_string().ok_or_else(|| {
        Error::new(ErrorCode::BadRequest, "the argument is not JSON data (undefined, a function or a symbol)")
    })
}

/// Reads a request exactly as the CLI reads a line (`api::read`), then answers
/// it with the contract `f`.
fn answer<R: FromJson, T: Serialize, E: Into<api::ErrorBody>>(
    request: JsValue,
    f: impl Fn(&R) -> Result<T, E>,
) -> JsValue {
    match json_text(&request).and_then(|text| api::read::<R>(&text, None)) {
        Ok(req) => to_js(f(&req)),
        Err(e) => to_js(Err::<(), _>(e)),
    }
}

#[wasm_bindgen(skip_typescript)]
pub fn score(request: JsValue) -> JsValue {
    answer(request, |r: &Request| api::score(r))
}

#[wasm_bindgen(skip_typescript)]
pub fn conditions(request: JsValue) -> JsValue {
    answer(request, |r: &Request| api::conditions(r))
}

#[wasm_bindgen(skip_typescript)]
pub fn analyze(request: JsValue) -> JsValue {
    answer(request, |r: &AnalyzeRequest| api::analyze(r))
}

#[wasm_bindgen(skip_typescript)]
pub fn session(request: JsValue) -> JsValue {
    answer(request, |r: &SessionRequest| api::session(r))
}

#[wasm_bindgen(skip_typescript)]
pub fn editions() -> JsValue {
    to_js(Ok::<_, Error>(api::editions()))
}

#[wasm_bindgen(skip_typescript)]
pub fn patterns(edition: JsValue) -> JsValue {
    if edition.is_undefined() || edition.is_null() {
        return to_js(api::patterns(None));
    }
    match edition.as_string() {
        Some(name) => to_js(api::patterns(Some(&name))),
        None => to_js(Err::<(), _>(api::not_an_edition())),
    }
}

#[wasm_bindgen(skip_typescript)]
pub fn parse(text: JsValue) -> JsValue {
    match text.as_string() {
        Some(text) => to_js(api::parse(&text)),
        None => to_js(Err::<(), _>(Error::new(ErrorCode::BadRequest, "parse takes a string of tiles"))),
    }
}

#[wasm_bindgen(skip_typescript)]
pub fn format(tiles: JsValue) -> JsValue {
    match json_text(&tiles).and_then(|t| api::read::<Vec<String>>(&t, None)) {
        Ok(list) => to_js(api::format(&list)),
        Err(e) => to_js(Err::<(), _>(api::format_argument(&e))),
    }
}

#[wasm_bindgen(skip_typescript)]
pub fn version() -> String {
    fourseas::VERSION.to_string()
}
