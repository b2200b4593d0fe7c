//! Searches for the analyses that cost the most: a hill climb over hands at the
//! longest horizon `analyze` takes (21 rounds) with the default options, from
//! the analysis corpus's shanten-1 and shanten-2 positions and the reports'
//! hands. Each step changes one tile and keeps the change when the analysis
//! takes longer (the fastest of two runs, natively). Prints the slowest hands
//! found as `analyze` requests, slowest first, for `tests/data/worst-analysis.jsonl`.
//!
//! `cargo run --release --example worst_analysis [STEPS] [STARTS] [KEEP]`

use fourseas::api::{analyze, AnalyzeRequest};
use fourseas::{notation, Tile, TileCounts};
use serde_json::{json, Value};
use std::time::Instant;

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)] // `unit` serves the value model's simulation
mod rng;

use rng::Rng;

/// The request for a hand: the corpus's table, the longest horizon.
fn request(base: &Value, hand: &TileCounts) -> AnalyzeRequest {
    let mut r = base.clone();
    r["hand"] = json!(notation::format(&hand.tiles()));
    r["draws_left"] = json!(21);
    serde_json::from_value(r).expect("a request")
}

/// The fastest of two analyses, in seconds; `None` when the hand is refused.
fn cost(base: &Value, hand: &TileCounts) -> Option<f64> {
    let req = request(base, hand);
    let mut best = f64::INFINITY;
    for _ in 0..2 {
        let t = Instant::now();
        analyze(&req).ok()?;
        best = best.min(t.elapsed().as_secs_f64());
    }
    Some(best)
}

/// One tile of `hand` changed for another, within four copies with the melds.
fn mutate(rng: &mut Rng, hand: &TileCounts, melds: &TileCounts) -> TileCounts {
    let tiles = hand.tiles();
    loop {
        let out = tiles[rng.below(tiles.len())];
        let into = Tile::from_index(rng.below(34)).expect("an index below 34");
        if into != out && hand.get(into) + melds.get(into) < 4 {
            let mut next = *hand;
            next.remove(out, 1);
            next.add(into, 1);
            return next;
        }
    }
}

fn main() {
    let arg = |i: usize, default: usize| std::env::args().nth(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (steps, starts, keep) = (arg(1, 60), arg(2, 12), arg(3, 8));
    let corpus: Vec<Value> = include_str!("../tests/data/analysis-corpus.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("corpus lines are JSON"))
        .collect();
    // The reports' hands first, then the corpus's one- and two-shanten positions.
    let mut bases = vec![json!({"hand": "2m5678m2345p8p3456s"}), json!({"hand": "2m5678m2345p3456s"})];
    bases.extend(corpus[60..180].iter().step_by(120 / starts.max(1)).cloned());
    bases.truncate(starts + 2);
    let mut rng = Rng(0x5EA2C4);
    let mut found: Vec<(f64, Value)> = Vec::new();
    for base in &bases {
        let mut hand = TileCounts::from_tiles(&notation::parse(base["hand"].as_str().unwrap()).unwrap());
        let mut melds = TileCounts::new();
        for m in request(base, &hand).position().expect("a position").melds {
            melds.add_all(&TileCounts::from_tiles(&m.tiles()));
        }
        let Some(mut best) = cost(base, &hand) else { continue };
        for _ in 0..steps {
            let next = mutate(&mut rng, &hand, &melds);
            if let Some(c) = cost(base, &next) {
                if c > best {
                    (hand, best) = (next, c);
                }
            }
        }
        let req = serde_json::to_value(request(base, &hand)).expect("requests serialize");
        eprintln!("{:>8.1} ms  {req}", best * 1e3);
        found.push((best, req));
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, req) in found.iter().take(keep) {
        println!("{req}");
    }
}
