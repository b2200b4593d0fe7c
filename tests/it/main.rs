//! The one integration-test binary: fixtures from the rule documents, worked
//! examples, exact per-pattern results, rules of play, the CLI, and properties.

mod analysis;
mod arena;
mod bounds;
mod cards;
mod cli;
mod conditions;
mod deal;
mod decide;
mod errors;
mod examples;
#[path = "../support/fixture.rs"]
#[allow(dead_code)] // `text` serves the embed demo's generator
mod fixture;
mod fuzz;
mod game;
mod others;
mod play;
mod props;
mod reader;
#[path = "../support/rng.rs"]
#[allow(dead_code)] // `below` serves the analysis corpus's generator
mod rng;
mod session;
mod table;
mod value;
mod view;
mod worked;

use fourseas::api::{reply, Request};
use serde_json::Value;

/// Scores a request given as JSON and returns the response as JSON.
pub fn run(json: Value) -> Value {
    let req: Request = serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("bad test request {json}: {e}"));
    serde_json::to_value(reply(&req)).expect("responses serialize")
}

/// A self-drawn win at East in the given edition.
pub fn hand(hand: &str, win: &str, edition: &str) -> Value {
    run(serde_json::json!({"hand": hand, "win_tile": win, "edition": edition}))
}

/// Counted pattern ids, in the response's order.
pub fn ids(r: &Value) -> Vec<String> {
    assert_eq!(r["ok"], true, "{r}");
    r["patterns"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_string()).collect()
}

/// The reason a pattern was left out, if it was, in words: "included by F3.a2",
/// "same category as F3.a2", "not in this edition (from basic)".
pub fn excluded(r: &Value, id: &str) -> Option<String> {
    let e = r["excluded"].as_array()?.iter().find(|e| e["id"] == id)?;
    let by = e["by"].as_str().unwrap_or("?");
    Some(match e["reason"].as_str()? {
        "included_by" => format!("included by {by}"),
        "same_category" => format!("same category as {by}"),
        "not_in_edition" => format!("not in this edition (from {})", e["edition"].as_str()?),
        other => panic!("unknown reason {other}"),
    })
}
