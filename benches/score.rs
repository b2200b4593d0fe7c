//! Scoring throughput on a fixed corpus of random winning hands.
//! `cargo bench --bench score` prints time per corpus and hands per second (elem/s).
// criterion's macros write undocumented public functions.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use fourseas::api::score;
use std::hint::black_box;

mod corpus;
use corpus::corpus;

fn bench(c: &mut Criterion) {
    let hands = corpus(1000);
    assert!(hands.iter().all(|r| score(r).is_ok()), "the corpus holds winning hands only");
    let mut g = c.benchmark_group("score");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("1000 random winning hands", |b| {
        b.iter(|| {
            for r in &hands {
                black_box(score(black_box(r)).ok());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
