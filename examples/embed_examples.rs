//! Writes the embed demo's hands (`www/examples.json`): every example hand of the
//! Standard Level, read by the tests' own fixture reader.
//!
//! `cargo run --example embed_examples > www/examples.json`

#[path = "../tests/support/fixture.rs"]
#[allow(dead_code)]
mod fixture;

fn main() {
    let hands: Vec<serde_json::Value> = fixture::load("standard-examples.txt")
        .iter()
        .map(|ex| serde_json::json!({"id": ex.pid, "hand": ex.hand().text(), "source": ex.tiles}))
        .collect();
    println!("{}", serde_json::to_string_pretty(&hands).expect("JSON"));
    eprintln!("{} example hands", hands.len());
}
