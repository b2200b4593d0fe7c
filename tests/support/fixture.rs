//! The one reader of the example-hand fixtures (`tests/data/*-examples.txt`),
//! shared by the integration tests and by `examples/embed_examples.rs`, which
//! writes the embed demo's hands.

use fourseas::{notation, Edition, Tile};
use std::path::Path;

/// One example line: `pattern | edition tag | tiles, verbatim | fill | notes`.
pub struct Example {
    pub line: usize,
    pub pid: String,
    pub tag: Edition,
    pub tiles: String,
    pub fill: Vec<String>,
    pub notes: String,
}

/// An example as a hand: concealed tiles before the win, the winning tile, melds.
pub struct ExampleHand {
    pub concealed: Vec<Tile>,
    pub win: Tile,
    pub melds: Vec<Vec<Tile>>,
}

/// Reads a fixture file of `tests/data`.
pub fn load(file: &str) -> Vec<Example> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut v = Vec::new();
    for (i, l) in text.lines().enumerate() {
        if l.starts_with('#') || l.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = l.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 5, "{file}:{}: {l}", i + 1);
        v.push(Example {
            line: i + 1,
            pid: f[0].into(),
            tag: f[1].parse().unwrap(),
            tiles: f[2].into(),
            fill: f[3].split_whitespace().map(String::from).collect(),
            notes: f[4].into(),
        });
    }
    v
}

impl Example {
    /// The hand: tile backs filled in order, `_X` alone is the winning tile, `_`
    /// inside a group or four alike make an exposed meld, otherwise the last tile wins.
    pub fn hand(&self) -> ExampleHand {
        let mut fill = self.fill.iter();
        let tokens: Vec<&str> = self.tiles.split_whitespace().collect();
        let singles = tokens.iter().all(|t| t.trim_start_matches('_').chars().count() == 1);
        let mut concealed = Vec::new();
        let mut melds = Vec::new();
        let mut win = None;
        for tok in &tokens {
            let text = if tok.contains('\u{1F02B}') {
                fill.next().expect("enough fill groups").clone()
            } else {
                tok.to_string()
            };
            let tiles = notation::parse(&text).unwrap();
            if singles && tok.starts_with('_') {
                win = tiles.first().copied();
                continue;
            }
            let four_alike = tiles.len() == 4 && tiles.iter().all(|t| *t == tiles[0]);
            if !singles && (tok.contains('_') || four_alike) {
                melds.push(tiles);
            } else {
                concealed.extend(tiles);
            }
        }
        assert!(fill.next().is_none(), "line {}: unused fill", self.line);
        let win = win.unwrap_or_else(|| concealed.pop().expect("tiles"));
        ExampleHand { concealed, win, melds }
    }

    /// A note `key=value` (underscores read as spaces).
    pub fn note(&self, key: &str) -> Option<String> {
        self.notes.split_whitespace().find_map(|n| n.strip_prefix(&format!("{key}=")).map(|s| s.replace('_', " ")))
    }
}

impl ExampleHand {
    /// The hand as the page and the embed element write it: concealed tiles, the
    /// winning tile last, then melds in brackets.
    pub fn text(&self) -> String {
        let mut tiles = self.concealed.clone();
        tiles.push(self.win);
        let mut parts = vec![notation::format(&tiles)];
        parts.extend(self.melds.iter().map(|m| format!("[{}]", notation::format(m))));
        parts.join(" ")
    }
}
