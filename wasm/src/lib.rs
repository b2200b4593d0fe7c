//! WebAssembly bindings: a thin layer that converts JS values to the engine's
//! request types and back. No rule logic lives here.
//!
//! Errors are returned, never thrown: every function answers a plain object,
//! `{ok: true, …}` or `{ok: false, error: {code, message, reason, args}}`, with
//! the same codes and reasons as the CLI.

use fourseas::api::{
    self, AnalyzeRequest, DealRequest, DecideRequest, FramesRequest, FromJson, PlayRequest, Reply, Request,
    ReviewRequest, SessionRequest, TableRequest,
};
use fourseas::{Error, ErrorCode, ErrorReason};
use serde::Serialize;
use wasm_bindgen::prelude::*;

// The declarations: the engine's types (`fourseas::declarations`), then this
// module's functions (`function_declarations`), generated and checked by
// tests/declarations.rs, so each contract field and function is declared once.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = include_str!("../fourseas.d.ts");

/// Plain objects and numbers, as JSON gives them: written by the same serializer
/// as the CLI's answers (so both are alike byte for byte) and read by the
/// JavaScript engine's `JSON.parse`.
fn to_js<T: Serialize, E: Into<api::ErrorBody>>(answer: Result<T, E>) -> JsValue {
    // JSON.parse reads numbers alike in either notation: serde_json's own
    // writer, without the CLI's ECMAScript number formatting (13 KB less).
    let text = serde_json::to_string(&Reply::from(answer));
    text.ok().and_then(|text| js_sys::JSON::parse(&text).ok()).unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked proxy: caught, not a trap.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
}

/// How deep the size walk looks: the request reader refuses deeper data anyway.
const WALK_DEPTH: usize = 130;

/// A lower bound of the length of `v`'s JSON text, stopping as soon as it is
/// past the longest request: so that a huge value (a sparse array with one
/// element at index 10⁸, a typed array of 10⁷ bytes, a long string) is
/// refused in a few steps instead of being converted whole. Lengths are read
/// before any element; what cannot be read (a throwing getter, a revoked
/// proxy) is left for `JSON.stringify` to report.
fn json_size(v: &JsValue, depth: usize, budget: &mut usize) -> bool {
    fn spend(budget: &mut usize, n: f64) -> bool {
        *budget = budget.saturating_sub(n.min(usize::MAX as f64) as usize);
        *budget > 0
    }
    let get = |key: &JsValue| js_sys::Reflect::get(v, key).ok();
    if v.is_string() {
        // UTF-16 units: never more than the UTF-8 bytes of the text.
        return spend(budget, f64::from(js_sys::JsString::from(v.clone()).length()) + 2.0);
    }
    if !v.is_object() || depth > WALK_DEPTH {
        // `null` for undefined and null, at least a digit for a number.
        return spend(budget, if v.is_undefined() || v.is_null() { 4.0 } else { 1.0 });
    }
    // `JSON.stringify` writes what `toJSON` returns: walk that instead.
    if let Some(f) = get(&"toJSON".into()).filter(|f| f.is_function()) {
        let Ok(x) = js_sys::Function::from(f).call1(v, &JsValue::from_str("")) else { return true };
        return json_size(&x, depth + 1, budget);
    }
    let length = get(&"length".into()).and_then(|n| n.as_f64()).unwrap_or(0.0);
    let Ok(array) = is_array(v) else { return true };
    if array {
        // The brackets and commas first, then each element (a hole is `null`).
        return spend(budget, length + 1.0)
            && (0..length as u32).all(|i| json_size(&get(&i.into()).unwrap_or(JsValue::NULL), depth + 1, budget));
    }
    if js_sys::ArrayBuffer::is_view(v) {
        // Written as an object: `{"0":0,"1":0,…}`, at least six characters an element.
        return spend(budget, 6.0 * length + 2.0);
    }
    let Ok(keys) = js_sys::Reflect::own_keys(v) else { return true };
    // Per key its quotes, colon and comma, then its name and value.
    spend(budget, 3.0 * f64::from(keys.length()) + 2.0)
        && keys.iter().all(|k| match (k.as_string(), get(&k)) {
            (Some(name), Some(x)) => spend(budget, name.len() as f64) && json_size(&x, depth + 1, budget),
            _ => true,
        })
}

/// Any JavaScript value as JSON text, by the JavaScript engine's own
/// `JSON.stringify`: it copes with cycles, throwing getters, proxies and any depth
/// on the JavaScript side, where its exceptions are caught, so nothing a caller
/// passes can unwind through or overflow this module. A value whose text would
/// be longer than a request may be is refused first, by a walk that stops there.
fn json_text(v: &JsValue, max: usize) -> Result<String, Error> {
    let mut budget = max + 1;
    if !json_size(v, 0, &mut budget) {
        return Err(api::too_large_at(max + 1, max));
    }
    let text = js_sys::JSON::stringify(v).map_err(|e| {
        let why = thrown(&e);
        Error::new(
            ErrorCode::BadRequest,
            ErrorReason::NotJsonData,
            format!("the argument cannot be read as JSON: {}", why.chars().take(80).collect::<String>()),
        )
    })?;
    // A getter or `toJSON` may answer otherwise the second time: the text is
    // measured again before it is copied into the module's memory.
    string(&text, max).ok_or_else(|| {
        Error::new(
            ErrorCode::BadRequest,
            ErrorReason::NotJsonData,
            "the argument is not JSON data (undefined, a function or a symbol)",
        )
    })?
}

/// A JavaScript string, copied into the module only when it is no longer than
/// a request may be (its UTF-16 length never exceeds its UTF-8 length); `None`
/// for anything else.
fn string(v: &JsValue, max: usize) -> Option<Result<String, Error>> {
    if !v.is_string() {
        return None;
    }
    let units = js_sys::JsString::from(v.clone()).length() as usize;
    if units > max {
        return Some(Err(api::too_large_at(units, max)));
    }
    v.as_string().map(Ok)
}

/// The message of whatever was thrown (`null`, a string, an object whose
/// `message` getter throws, a revoked proxy): read with `Reflect.get`, which
/// catches, so that no exception ever unwinds through this module (an
/// exception crossing its frames would leave its stack pointer behind, and
/// after a few thousand the module would be dead).
fn thrown(e: &JsValue) -> String {
    if let Some(s) = e.as_string() {
        return s;
    }
    if !e.is_object() {
        return String::new();
    }
    js_sys::Reflect::get(e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()
}

/// Reads a request exactly as the CLI reads a line (`api::read`), then answers
/// it with the contract `f`.
fn answer<R: FromJson, T: Serialize, E: Into<api::ErrorBody>>(
    request: JsValue,
    f: impl Fn(&R) -> Result<T, E>,
) -> JsValue {
    match json_text(&request, R::MAX_BYTES).and_then(|text| api::read::<R>(&text, None)) {
        Ok(req) => to_js(f(&req)),
        Err(e) => to_js(Err::<(), _>(e)),
    }
}

/// Declares each exported function once: its TypeScript parameters, answer and
/// doc (the declarations' `export function` lines come from this table,
/// [`FUNCTIONS`]) and its body.
macro_rules! exports {
    ($(
        #[doc = $doc:literal]
        fn $name:ident($($arg:ident: $ts:literal)?) -> $answer:literal $(as $ret:ty)? $body:block
    )+) => {
        $(
            #[doc = $doc]
            #[wasm_bindgen(skip_typescript)]
            pub fn $name($($arg: JsValue)?) -> exports!(@ret $($ret)?) $body
        )+

        /// Every function the module exports: name, TypeScript parameters, answer, doc.
        pub const FUNCTIONS: &[(&str, &str, &str, &str)] =
            &[$((stringify!($name), concat!($(stringify!($arg), $ts)?), $answer, $doc.trim_ascii())),+];
    };
    (@ret) => { JsValue };
    (@ret $t:ty) => { $t };
}

exports! {
    /// Scores a winning hand.
    fn score(request: ": ScoreRequest") -> "Reply<Response>" {
        answer(request, |r: &Request| api::score(r))
    }
    /// Which win types, blessings, last tile, discarders, seats, editions, tiles and melds are possible for a hand that may still be incomplete (`win_tile` optional).
    fn conditions(request: ": Partial<ScoreRequest>") -> "Reply<ConditionsResponse>" {
        answer(request, |r: &Request| api::conditions(r))
    }
    /// Waits with their value, shanten, useful tiles, discard advice.
    fn analyze(request: ": AnalyzeRequest") -> "Reply<AnalyzeResponse>" {
        answer(request, |r: &AnalyzeRequest| api::analyze(r))
    }
    /// Settles a whole score sheet: payments and running totals per player.
    fn session(request: ": SessionRequest") -> "Reply<SessionResponse>" {
        answer(request, |r: &SessionRequest| api::session(r))
    }
    /// Deals a training question from a seed: a winning hand (`request` for `score`), a waiting hand or a 14-tile hand (`request` for `analyze`).
    fn deal(request: ": DealRequest") -> "Reply<DealResponse>" {
        // Without a seed, one from the JavaScript engine's random numbers.
        answer(request, |r: &DealRequest| api::deal(r, || (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64))
    }
    /// The edition table: shapes, payment threshold, default level, Concealed Discard.
    fn editions() -> "Reply<EditionsResponse>" {
        to_js(Ok::<_, Error>(api::editions()))
    }
    /// The rulebook of an edition (default standard), in id order, each pattern with its definitions, family and an example score request.
    fn patterns(edition: "?: Edition") -> "Reply<PatternsResponse>" {
        if edition.is_undefined() || edition.is_null() {
            return to_js(api::patterns(None));
        }
        match string(&edition, api::MAX_REQUEST_BYTES) {
            Some(Ok(name)) => to_js(api::patterns(Some(&name))),
            Some(Err(e)) => to_js(Err::<(), _>(e)),
            None => to_js(Err::<(), _>(api::not_an_edition())),
        }
    }
    /// The names of seats, editions, win types, blessings, levels and shapes, in the engine's order.
    fn names() -> "Reply<NamesResponse>" {
        to_js(Ok::<_, Error>(api::names()))
    }
    /// Reads tiles in any accepted notation.
    fn parse(text: ": Notation") -> "Reply<ParseResponse>" {
        match string(&text, api::MAX_REQUEST_BYTES) {
            Some(Ok(text)) => to_js(api::parse(&text)),
            Some(Err(e)) => to_js(Err::<(), _>(e)),
            None => to_js(Err::<(), _>(
                Error::new(ErrorCode::BadRequest, ErrorReason::WrongArgument, "parse takes a string of tiles")
                    .arg("function", "parse"),
            )),
        }
    }
    /// Writes tiles (each in any notation) as mpsz and Unicode.
    fn format(tiles: ": Notation[]") -> "Reply<FormatResponse>" {
        match json_text(&tiles, api::MAX_REQUEST_BYTES).and_then(|t| api::read::<Vec<String>>(&t, None)) {
            Ok(list) => to_js(api::format(&list)),
            Err(e) => to_js(Err::<(), _>(api::format_argument(&e))),
        }
    }
    /// Plays a game of the built-in seats from a seed: its log, as `fourseas play` writes it.
    fn play(request: ": PlayRequest") -> "Reply<PlayResponse>" {
        answer(request, |r: &PlayRequest| api::play(r))
    }
    /// Checks a log (JSON lines): every event legal in order, every score and payment the engine's; an error names the first event at fault (`error.event`).
    fn replay(log: ": string") -> "Reply<ReplayResponse>" {
        // A log may be longer than a request: measured before it is copied all the same.
        let units = if log.is_string() { js_sys::JsString::from(log.clone()).length() as usize } else { 0 };
        match log.as_string().filter(|_| units <= MAX_LOG_BYTES) {
            Some(text) => to_js(api::replay(&text)),
            None if units > MAX_LOG_BYTES => to_js(Err::<(), _>(api::too_large(units))),
            None => to_js(Err::<(), _>(
                Error::new(ErrorCode::BadRequest, ErrorReason::WrongArgument, "replay takes a log: JSON lines as a string")
                    .arg("function", "replay"),
            )),
        }
    }
    /// A hand driven one action at a time: the actions so far in; the log, who acts and their legal actions out, the built-in seats having played until a person must (`error.action` names a refused action).
    fn table(request: ": TableRequest") -> "Reply<TableResponse>" {
        answer(request, |r: &TableRequest| api::table(r))
    }
    /// Every legal action of one seat's decision in a hand, valued in one unit (expected points of the hand for that seat) and ranked best first: what the `advice` and `table` seats play, the coach shows and the review reads.
    fn decide(request: ": DecideRequest") -> "Reply<DecideResponse>" {
        answer(request, |r: &DecideRequest| api::decide(r))
    }
    /// One seat's decisions in a hand next to the advice it had then (its view's analysis), with the expected gain each gave up.
    fn review(request: ": ReviewRequest") -> "Reply<ReviewResponse>" {
        answer(request, |r: &ReviewRequest| api::review(r))
    }
    /// A hand of a log as the table stood after each move, open or through one seat's eyes, for a replay (a log the engine does not replay clean is refused).
    fn frames(request: ": FramesRequest") -> "Reply<FramesResponse>" {
        answer(request, |r: &FramesRequest| api::frames(r))
    }
    /// The engine version.
    fn version() -> "string" as String {
        fourseas::VERSION.to_string()
    }
}

/// The longest log `replay` reads: a game of 64 hands with room to spare.
const MAX_LOG_BYTES: usize = 32 << 20;

/// The `export function` lines of the declarations, from [`FUNCTIONS`]; the
/// package's `fourseas.d.ts` is the engine's types
/// (`fourseas::declarations`) followed by these.
pub fn function_declarations() -> String {
    FUNCTIONS
        .iter()
        .map(|(name, params, answer, doc)| {
            format!("/** {doc} Never throws. */\nexport function {name}({params}): {answer};\n")
        })
        .collect()
}
