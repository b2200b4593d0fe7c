//! Writes the analysis corpus, `tests/data/analysis-corpus.jsonl`: 14-tile
//! positions by shanten (0, 1, 2 and 3, `PER` each), mixed editions, levels,
//! seats, melds and tiles seen, from a fixed seed, for the value-model tests and
//! benchmarks. `cargo run --release --example analysis_corpus > tests/data/analysis-corpus.jsonl`
//!
//! Each position is a random winning shape (four sets and a pair, sometimes one
//! set declared as a meld) with one to five concealed tiles replaced by random
//! ones; its shanten is the engine's.

use fourseas::api::{analyze, AnalyzeRequest, HandSpec, LevelSpec, MeldSpec};
use fourseas::{notation, Tile, TileCounts};

/// Positions per shanten.
const PER: usize = 60;

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)] // `unit` serves the value model's simulation
mod rng;

use rng::Rng;

fn tile(i: usize) -> Tile {
    Tile::from_index(i).expect("an index below 34")
}

/// A random set (chow or pung) that fits within four copies of each tile.
fn set(rng: &mut Rng, used: &TileCounts) -> Option<Vec<Tile>> {
    for _ in 0..50 {
        let tiles: Vec<Tile> = if rng.below(3) < 2 {
            let (suit, rank) = (rng.below(3), rng.below(7));
            (0..3).map(|d| tile(suit * 9 + rank + d)).collect()
        } else {
            vec![tile(rng.below(34)); 3]
        };
        let mut all = *used;
        tiles.iter().for_each(|&t| all.add(t, 1));
        if tiles.iter().all(|&t| all.get(t) <= 4) {
            return Some(tiles);
        }
    }
    None
}

fn main() {
    let mut rng = Rng(0x4fee_5ea5);
    let editions = ["beginner", "basic", "intermediate", "standard"];
    let seats = ["east", "south", "west", "north"];
    let mut buckets: [Vec<String>; 4] = Default::default();
    while buckets.iter().any(|b| b.len() < PER) {
        let mut used = TileCounts::new();
        let mut groups = Vec::new();
        for _ in 0..4 {
            let Some(s) = set(&mut rng, &used) else { break };
            s.iter().for_each(|&t| used.add(t, 1));
            groups.push(s);
        }
        let pair = tile(rng.below(34));
        if groups.len() < 4 || used.get(pair) > 2 {
            continue;
        }
        used.add(pair, 2);
        let melds: Vec<Vec<Tile>> = if rng.below(4) == 0 { vec![groups.remove(0)] } else { vec![] };
        let mut concealed: Vec<Tile> = groups.concat();
        concealed.extend([pair, pair]);
        // Replace some concealed tiles by random ones, within four copies.
        for _ in 0..1 + rng.below(5) {
            let i = rng.below(concealed.len());
            let t = tile(rng.below(34));
            if used.get(t) < 4 {
                used.remove(concealed[i], 1);
                used.add(t, 1);
                concealed[i] = t;
            }
        }
        // Tiles seen: a few discards.
        let mut seen = Vec::new();
        for _ in 0..rng.below(13) {
            let t = tile(rng.below(34));
            if used.get(t) < 4 {
                used.add(t, 1);
                seen.push(t);
            }
        }
        concealed.sort();
        seen.sort();
        let edition = editions[rng.below(4)];
        let level = ["I", "II", "III", "IV", "V"][rng.below(5)];
        let req = AnalyzeRequest {
            hand: HandSpec {
                tiles: notation::format(&concealed),
                melds: melds.iter().map(|m| MeldSpec { tiles: notation::format(m), concealed: false }).collect(),
                seat: Some(seats[rng.below(4)].into()),
                edition: Some(edition.into()),
                level: Some(LevelSpec::Named(level.into())),
                ..HandSpec::default()
            },
            seen: (!seen.is_empty()).then(|| notation::format(&seen)),
            draws_left: Some(0),
            ..AnalyzeRequest::default()
        };
        let Ok(r) = analyze(&req) else { continue };
        if let Some(b) = usize::try_from(r.shanten).ok().and_then(|s| buckets.get_mut(s)) {
            if b.len() < PER {
                let line = AnalyzeRequest { draws_left: None, ..req };
                b.push(serde_json::to_string(&line).expect("requests serialize"));
            }
        }
    }
    for b in &buckets {
        for line in b {
            println!("{line}");
        }
    }
}
