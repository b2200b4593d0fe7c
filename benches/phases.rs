//! The score benchmark's corpus, phase by phase: reading the request's JSON text,
//! the request as a game (notation and checks), `settle` (decompositions,
//! patterns, scoring, payments), the answer built and its JSON text.
//! `cargo bench --bench phases`.
// criterion's macros write undocumented public functions.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use fourseas::api::{read, Request, Response};
use fourseas::settle;
use std::hint::black_box;

#[path = "corpus.rs"]
mod corpus;

fn bench(c: &mut Criterion) {
    let hands = corpus::corpus(1000);
    let texts: Vec<String> = hands.iter().map(|r| serde_json::to_string(r).expect("requests serialize")).collect();
    let games: Vec<_> = hands.iter().map(|r| r.game().expect("a valid hand")).collect();
    let outcomes: Vec<_> = games.iter().map(|g| settle(g).expect("a winning hand")).collect();
    let answers: Vec<Response> = outcomes.iter().map(Response::from).collect();
    let mut g = c.benchmark_group("phases");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("read JSON text", |b| {
        b.iter(|| texts.iter().for_each(|t| drop(black_box(read::<Request>(black_box(t), None)))))
    });
    g.bench_function("request to game", |b| b.iter(|| hands.iter().for_each(|r| drop(black_box(r.game())))));
    g.bench_function("settle", |b| b.iter(|| games.iter().for_each(|x| drop(black_box(settle(black_box(x)))))));
    g.bench_function("answer", |b| b.iter(|| outcomes.iter().for_each(|o| drop(black_box(Response::from(o))))));
    g.bench_function("answer as JSON text", |b| {
        b.iter(|| answers.iter().for_each(|a| drop(black_box(serde_json::to_string(a)))))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
