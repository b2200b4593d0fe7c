//! The value model on the analysis corpus (`tests/data/analysis-corpus.jsonl`,
//! 14-tile positions by shanten 0–3): each position analysed with the default
//! options at 8 and 12 rounds, p50, p95, the slowest and the mean per shanten,
//! after a warm-up on four hands outside the corpus.
//! `cargo bench --bench analysis_corpus`; `scripts/bench-analysis-node.mjs`
//! prints the same table for the WebAssembly module.
// A plain timing loop: one call per position is the figure, as a player waits for it.
#![allow(missing_docs)]

use fourseas::api::{analyze, AnalyzeRequest};
use std::time::Instant;

fn main() {
    let corpus = include_str!("../tests/data/analysis-corpus.jsonl");
    let positions: Vec<AnalyzeRequest> = corpus.lines().map(|l| serde_json::from_str(l).expect("a request")).collect();
    // A warm-up on hands outside the corpus, as the WebAssembly script does.
    for hand in ["1112345678999m", "123456789m1122z", "123456m24p3579s11z", "1245679m24p35s155z"] {
        let req: AnalyzeRequest = serde_json::from_value(serde_json::json!({ "hand": hand })).expect("a request");
        analyze(&req).expect("the warm-up analyses");
    }
    println!("| rounds | shanten | positions | p50 ms | p95 ms | max ms | mean ms |");
    println!("|---|---|---|---|---|---|---|");
    for draws in [8, 12] {
        let mut by_shanten: [Vec<f64>; 4] = Default::default();
        for p in &positions {
            let req = AnalyzeRequest { draws_left: Some(draws), ..p.clone() };
            let t = Instant::now();
            let r = analyze(&req).expect("the corpus analyses");
            let ms = t.elapsed().as_secs_f64() * 1e3;
            by_shanten[usize::try_from(r.shanten).expect("shanten 0 to 3")].push(ms);
        }
        for (s, times) in by_shanten.iter_mut().enumerate() {
            times.sort_by(f64::total_cmp);
            let at = |q: f64| times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1];
            println!(
                "| {draws} | {s} | {} | {:.2} | {:.2} | {:.2} | {:.2} |",
                times.len(),
                at(0.5),
                at(0.95),
                times[times.len() - 1],
                times.iter().sum::<f64>() / times.len() as f64
            );
        }
    }
}
