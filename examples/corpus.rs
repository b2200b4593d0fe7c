//! Prints the benchmark corpus as JSON lines: `cargo run --release --example corpus`.

#[path = "../benches/corpus.rs"]
mod corpus;

fn main() {
    for r in corpus::corpus(1000) {
        println!("{}", serde_json::to_string(&r).expect("requests serialize"));
    }
}
