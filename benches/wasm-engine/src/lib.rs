//! The engine inside WebAssembly with no JavaScript boundary per hand: the
//! requests are read once, then one call scores them all. Built with the page
//! module's profile by `scripts/bench-wasm-parts.mjs`, which sets it beside a
//! whole `score` call to show what the boundary costs and what the engine does.
#![deny(missing_docs)]

use fourseas::api::{self, Reply, Request, Response};
use std::cell::RefCell;
use std::hint::black_box;
use wasm_bindgen::prelude::*;

thread_local! {
    static CORPUS: RefCell<Vec<Request>> = const { RefCell::new(Vec::new()) };
}

/// Reads one request per line and keeps them; answers how many.
#[wasm_bindgen]
pub fn prepare(lines: &str) -> Result<usize, String> {
    let requests = lines
        .lines()
        .map(|l| api::read::<Request>(l, None).map_err(|e| e.message().to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let n = requests.len();
    CORPUS.with(|c| *c.borrow_mut() = requests);
    Ok(n)
}

/// Scores every kept request, as `cargo bench --bench score` does natively;
/// answers how many were winning hands.
#[wasm_bindgen]
pub fn score_kept() -> usize {
    CORPUS.with(|c| c.borrow().iter().filter(|r| black_box(api::score(black_box(r))).is_ok()).count())
}

/// Reads, scores and writes the answer's text for every line, as the module's
/// `score` does between the JavaScript conversions; answers the bytes written.
#[wasm_bindgen]
pub fn answer_lines(lines: &str) -> usize {
    lines
        .lines()
        .map(|l| {
            let reply: Reply<Response> = match api::read::<Request>(l, None) {
                Ok(r) => api::score(&r).into(),
                Err(e) => Err(e).into(),
            };
            serde_json::to_string(&reply).map_or(0, |t| t.len())
        })
        .sum()
}
