//! Hand analysis: waits of a 13-tile hand, and the discard table of a 14-tile hand
//! without values (no draws left) and with the value model at 8 draws, from one and
//! two shanten. `cargo bench --bench analysis`.
// criterion's macros write undocumented public functions.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion};
use fourseas::api::{analyze, AnalyzeRequest, HandSpec};
use std::hint::black_box;

fn req(hand: &str, draws_left: u32) -> AnalyzeRequest {
    AnalyzeRequest {
        hand: HandSpec { tiles: hand.into(), ..Default::default() },
        draws_left: Some(draws_left),
        ..Default::default()
    }
}

fn bench(c: &mut Criterion) {
    let cases = [
        ("waits, 13 tiles (Nine Gates, 9 waits)", req("1112345678999m", 8)),
        ("waits, 13 tiles (two waits)", req("123456789m1122z", 8)),
        ("discard table, no values", req("123456m24p3579s11z", 0)),
        ("discard table with values, 1-shanten, 8 draws", req("123456m24p3579s11z", 8)),
        ("discard table with values, 2-shanten, 8 draws", req("1245679m24p35s155z", 8)),
    ];
    let mut g = c.benchmark_group("analyze");
    for (name, r) in &cases {
        assert!(analyze(r).is_ok(), "{name}");
        g.bench_function(*name, |b| b.iter(|| black_box(analyze(black_box(r)).ok())));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
