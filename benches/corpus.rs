//! The benchmark corpus, shared by the criterion benchmark and `examples/corpus.rs`
//! (which prints it for the WebAssembly benchmark under Node).

use fourseas::api::{HandSpec, MeldSpec, Request};
use fourseas::{notation, Tile};

/// A small fixed-seed generator, so the corpus is the same on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Winning hands of four sets and a pair, with zero to two exposed melds, and
/// some Seven Pairs hands, mixed as they come.
pub fn corpus(n: usize) -> Vec<Request> {
    let mut rng = Lcg(0x05EA_50F4_5EA5);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut sets: Vec<Vec<Tile>> = Vec::new();
        let seven_pairs = rng.below(8) == 0;
        let mut all = Vec::new();
        if seven_pairs {
            for _ in 0..7 {
                let t = Tile::from_index(rng.below(34) as usize).unwrap();
                all.extend([t, t]);
            }
        } else {
            for _ in 0..4 {
                let set = if rng.below(2) == 0 {
                    let first = Tile::from_index((rng.below(3) * 9 + rng.below(7)) as usize).unwrap();
                    (0..3).map(|d| first.shifted(d).unwrap()).collect()
                } else {
                    vec![Tile::from_index(rng.below(34) as usize).unwrap(); 3]
                };
                sets.push(set);
            }
            let pair = Tile::from_index(rng.below(34) as usize).unwrap();
            all = sets.concat();
            all.extend([pair, pair]);
        }
        if Tile::all().any(|t| all.iter().filter(|&&x| x == t).count() > 4) {
            continue;
        }
        let melds = if seven_pairs { 0 } else { rng.below(3) as usize };
        let mut concealed: Vec<Tile> = if seven_pairs { all.clone() } else { sets[melds..].concat() };
        if !seven_pairs {
            concealed.extend_from_slice(&all[12..]);
        }
        let win = concealed.remove(rng.below(concealed.len() as u64) as usize);
        out.push(Request {
            hand: HandSpec {
                tiles: notation::format(&concealed),
                melds: sets[..melds]
                    .iter()
                    .map(|m| MeldSpec { tiles: notation::format(m), concealed: false })
                    .collect(),
                ..Default::default()
            },
            win_tile: Some(win.to_string()),
            ..Default::default()
        });
    }
    out
}
