//! Pictures of tiles as self-contained SVG, for pages built without
//! JavaScript (`fourseas svg`, the rulebook document). The layout is the one
//! `<fourseas-tiles>` draws, rule for rule: concealed tiles in the order
//! written; each meld after a gap, an exposed meld with its first (called) tile
//! turned on its side, a concealed kong with its two outer tiles face down; and
//! the winning tile apart after a gap at the end. The winning tile is what is
//! written after the last meld (`123m[555p](1111z)5s`), or else, in a whole hand
//! (14 tiles, a kong counting three), the last concealed tile, as the
//! calculator writes hands (`123m99p23s4s [555p] (1111z)`).

mod art;

use crate::error::{Error, ErrorCode, ErrorReason as R, Result};
use crate::names::named;
use crate::notation::{self, hand_text};
use crate::tile::{Suit, Tile};
use std::fmt::Write;

named! {
    /// How tall a picture's tiles are drawn.
    pub enum TileSize("size") {
        /// 24 px, for running text.
        S = "s",
        /// 36 px.
        M = "m",
        /// 52 px.
        L = "l",
    }
}

impl TileSize {
    /// A tile's height in CSS pixels.
    pub const fn pixels(self) -> u32 {
        match self {
            TileSize::S => 24,
            TileSize::M => 36,
            TileSize::L => 52,
        }
    }
}

/// One tile of a picture, in drawing order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    /// The tile.
    pub tile: Tile,
    /// Turned on its side: the called tile of an exposed meld.
    pub rotated: bool,
    /// Face down: the outer tiles of a concealed kong.
    pub face_down: bool,
    /// A gap before it: the first tile of a meld, or the winning tile.
    pub gap_before: bool,
}

/// The tiles of hand text (`"123m [555p] (1111z) 5s"`) as they are drawn.
pub fn layout(text: &str) -> Result<Vec<Placed>> {
    let parts = hand_text(text)?;
    let mut concealed = notation::parse(&parts.concealed)?;
    let melds = parts.melds.iter().map(|(t, c)| Ok((notation::parse(t)?, *c))).collect::<Result<Vec<_>>>()?;
    let bad = |reason, msg: String| Error::new(ErrorCode::BadNotation, reason, msg);
    for (tiles, concealed_kong) in &melds {
        let kong = tiles.len() == 4 && tiles.iter().all(|t| *t == tiles[0]);
        if *concealed_kong && !kong {
            let e = bad(
                R::ConcealedNotKong,
                format!("({}) is not a kong: only a kong is concealed", notation::format(tiles)),
            );
            return Err(e.arg("tiles", notation::format(tiles)));
        }
        if !matches!(tiles.len(), 3 | 4) {
            let e = bad(R::NotAMeld, format!("[{}] is not a meld of three or four tiles", notation::format(tiles)));
            return Err(e.arg("tiles", notation::format(tiles)));
        }
    }
    if concealed.is_empty() && melds.is_empty() {
        return Err(bad(R::NoTiles, "no tiles".into()));
    }
    // Tiles written after the last meld are drawn apart at the end.
    let after = match text.rfind([']', ')']) {
        Some(i) => notation::parse(&text[i + 1..])?.len(),
        None => 0,
    };
    let whole = concealed.len() + 3 * melds.len() == 14;
    let apart = if after > 0 { after } else { usize::from(whole && !concealed.is_empty()) };
    let winning = concealed.split_off(concealed.len() - apart);
    let plain = |tile| Placed { tile, rotated: false, face_down: false, gap_before: false };
    let mut out: Vec<Placed> = concealed.into_iter().map(plain).collect();
    for (tiles, concealed_kong) in melds {
        let last = tiles.len() - 1;
        out.extend(tiles.into_iter().enumerate().map(|(i, tile)| Placed {
            tile,
            rotated: !concealed_kong && i == 0,
            face_down: concealed_kong && (i == 0 || i == last),
            gap_before: i == 0,
        }));
    }
    out.extend(winning.into_iter().enumerate().map(|(i, tile)| Placed { gap_before: i == 0, ..plain(tile) }));
    if let Some(first) = out.first_mut() {
        first.gap_before = false;
    }
    Ok(out)
}

// Geometry in tile units: a tile is 30×40, a tile on its side 40×30 resting on
// the row's bottom edge; tiles sit 1 apart, a gap is 8.
const W: f32 = 30.0;
const H: f32 = 40.0;
const SPACE: f32 = 1.0;
const GAP: f32 = 8.0;

// The colours of the page's tiles (www/tiles.js): light tiles in either theme.
const FACE: &str = "#fbf7ee";
const EDGE: &str = "#77705f";
const SIDE: &str = "#d8cfb9";
const BACK: &str = "#2f7a58";
const BACK_EDGE: &str = "#1f4f39";
const BACK_LIGHT: &str = "#5fa883";
const FRAME: &str = "#19328c";

/// Hand text as one SVG document: no external references, a `<title>` naming
/// the tiles, each tile a `<g data-tile>` marked `data-rotated` or
/// `data-face-down` where that applies.
pub fn svg(text: &str, size: TileSize) -> Result<String> {
    picture(text, size, false)
}

/// Hand text as an SVG element for a page that holds [`symbols`]: each tile
/// draws its face with `<use href="#fourseas-…">`, so a page of many hands
/// holds each face once.
pub fn svg_using_symbols(text: &str, size: TileSize) -> Result<String> {
    picture(text, size, true)
}

/// One hidden SVG element defining every tile face and the back as symbols
/// (`#fourseas-5p`, `#fourseas-back`), for [`svg_using_symbols`].
pub fn symbols() -> String {
    let mut s = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>");
    for t in Tile::all() {
        let _ = write!(s, "<symbol id=\"fourseas-{t}\" viewBox=\"0 0 {W} {H}\">");
        face(&mut s, t);
        s.push_str("</symbol>");
    }
    let _ = write!(s, "<symbol id=\"fourseas-back\" viewBox=\"0 0 {W} {H}\">");
    back(&mut s);
    s.push_str("</symbol></defs></svg>\n");
    s
}

/// The most tiles one picture draws: a whole wall.
pub const MAX_PICTURE_TILES: usize = 136;

fn picture(text: &str, size: TileSize, using: bool) -> Result<String> {
    // Measured before it is read: a tile takes at least one character, a
    // Unicode tile four bytes, and brackets and spaces a few more.
    if text.len() > 16 * MAX_PICTURE_TILES {
        return Err(too_many(text.len()));
    }
    let placed = layout(text)?;
    if placed.len() > MAX_PICTURE_TILES {
        return Err(too_many(placed.len()));
    }
    let mut x = 0.0;
    let mut body = String::new();
    for p in &placed {
        if p.gap_before {
            x += GAP;
        }
        let marks = match (p.rotated, p.face_down) {
            (true, _) => " data-rotated=\"\"",
            (_, true) => " data-face-down=\"\"",
            _ => "",
        };
        let place = if p.rotated { format!("translate({x} {H}) rotate(-90)") } else { format!("translate({x} 0)") };
        let _ = write!(body, "<g data-tile=\"{}\"{marks} transform=\"{place}\">", p.tile);
        match (using, p.face_down) {
            (true, true) => body.push_str("<use href=\"#fourseas-back\" width=\"30\" height=\"40\"/>"),
            (true, false) => {
                let _ = write!(body, "<use href=\"#fourseas-{}\" width=\"30\" height=\"40\"/>", p.tile);
            }
            (false, true) => back(&mut body),
            (false, false) => face(&mut body, p.tile),
        }
        body.push_str("</g>");
        x += if p.rotated { H } else { W } + SPACE;
    }
    let width = x - SPACE;
    let scale = size.pixels() as f32 / H;
    let title = escape(&describe(&placed));
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {width} {H}\"><title>{title}</title>{body}</svg>\n",
        round(width * scale),
        size.pixels(),
    ))
}

fn round(v: f32) -> f32 {
    (v * 10.0).round() / 10.0
}

/// The tiles in words, as the picture's title: "1 Characters, 2 Characters;
/// exposed 5 Dots ×3; concealed kong East Wind ×4; winning tile 5 Bamboo".
pub fn describe(placed: &[Placed]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < placed.len() {
        let start = i;
        i += 1;
        while i < placed.len() && !placed[i].gap_before {
            i += 1;
        }
        let run = &placed[start..i];
        let names = |run: &[Placed]| {
            if run.len() > 1 && run.iter().all(|p| p.tile == run[0].tile) {
                format!("{} ×{}", run[0].tile.name(), run.len())
            } else {
                run.iter().map(|p| p.tile.name()).collect::<Vec<_>>().join(", ")
            }
        };
        let text = if run.iter().any(|p| p.face_down) {
            format!("concealed kong {}", names(run))
        } else if run.iter().any(|p| p.rotated) {
            format!("exposed {}", names(run))
        } else if start > 0 && run.len() == 1 && i == placed.len() {
            format!("winning tile {}", names(run))
        } else {
            names(run)
        };
        parts.push(text);
    }
    parts.join("; ")
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A tile's body: the thicker lower edge, then the face over it.
fn tile_body(out: &mut String, fill: &str, side: &str, edge: &str) {
    let _ = write!(
        out,
        "<rect x=\"0.6\" y=\"0.6\" width=\"28.8\" height=\"38.8\" rx=\"3.6\" fill=\"{side}\" stroke=\"{edge}\" stroke-width=\"1.1\"/><rect x=\"1.15\" y=\"1.15\" width=\"27.7\" height=\"36.6\" rx=\"3.1\" fill=\"{fill}\"/>"
    );
}

fn face(out: &mut String, tile: Tile) {
    tile_body(out, FACE, SIDE, EDGE);
    if tile.suit() == Suit::Honors && tile.rank() == 5 {
        // The White Dragon: a blue frame (the art's face is blank).
        let _ = write!(
            out,
            "<rect x=\"7.4\" y=\"7.6\" width=\"15.2\" height=\"22.2\" rx=\"1.2\" fill=\"none\" stroke=\"{FRAME}\" stroke-width=\"1.9\"/><rect x=\"10.2\" y=\"10.4\" width=\"9.6\" height=\"16.6\" rx=\"0.6\" fill=\"none\" stroke=\"{FRAME}\" stroke-width=\"0.8\"/>"
        );
    }
    for (style, d) in art::FACES[tile.index()] {
        let _ = write!(out, "<path {} d=\"{d}\"/>", art::STYLES[*style as usize]);
    }
}

fn back(out: &mut String) {
    tile_body(out, BACK, SIDE, BACK_EDGE);
    let _ = write!(
        out,
        "<rect x=\"3.6\" y=\"3.6\" width=\"22.8\" height=\"30.2\" rx=\"2.2\" fill=\"none\" stroke=\"{BACK_LIGHT}\" stroke-width=\"0.9\"/>"
    );
}

fn too_many(n: usize) -> Error {
    Error::new(
        ErrorCode::TooLarge,
        R::PictureTooLarge,
        format!("a picture draws at most {MAX_PICTURE_TILES} tiles (a whole wall); this text holds {n} or more"),
    )
    .arg("max", MAX_PICTURE_TILES)
    .arg("n", n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks(text: &str) -> String {
        layout(text)
            .unwrap()
            .iter()
            .map(|p| {
                let m = if p.rotated {
                    "r"
                } else if p.face_down {
                    "d"
                } else {
                    ""
                };
                format!("{}{}{m}", if p.gap_before { "|" } else { "" }, p.tile)
            })
            .collect()
    }

    #[test]
    fn melds_and_the_winning_tile_are_set_apart() {
        assert_eq!(marks("123m[555p](1111z)5s"), "1m2m3m|5pr5p5p|1zd1z1z1zd|5s");
        assert_eq!(marks("123m99p23s4s [555p] (1111z)"), "1m2m3m9p9p2s3s|5pr5p5p|1zd1z1z1zd|4s");
        // Not a whole hand: no winning tile to set apart.
        assert_eq!(marks("123m 5s"), "1m2m3m5s");
        assert_eq!(marks("[234s]"), "2sr3s4s");
    }

    #[test]
    fn bad_text_is_a_coded_error() {
        for bad in ["", "12", "123m (123m)", "[12m]", "1m [2m", "9z"] {
            assert_eq!(layout(bad).unwrap_err().code(), ErrorCode::BadNotation, "{bad}");
        }
    }
}
