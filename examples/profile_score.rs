//! Scores the benchmark corpus many times, for a profiler: `cargo run --release --example profile_score`.
#[path = "../benches/corpus.rs"]
mod corpus;

fn main() {
    let hands = corpus::corpus(1000);
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let mut total = 0u64;
    for _ in 0..n {
        for r in &hands {
            total += fourseas::api::score(r).map_or(0, |r| r.total as u64);
        }
    }
    println!("{total}");
}
