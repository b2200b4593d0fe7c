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

// The declarations are generated from the engine's types (`fourseas::declarations`,
// checked by the engine's tests), so each contract field is declared once.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = include_str!("../fourseas.d.ts");

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
pub fn names() -> JsValue {
    to_js(Ok::<_, Error>(api::names()))
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
