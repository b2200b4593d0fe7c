//! Tile notation: mpsz (`123m456p789s1234567z`), Unicode mahjong tiles
//! (U+1F000–U+1F021) and the honor letters of Chinese Official notation
//! (`E S W N` winds, `P F C` for White, Green, Red). Output is always mpsz.

use crate::error::{Error, ErrorCode, ErrorReason as R, Result};
use crate::tile::{Suit, Tile};

/// Reads tiles in any of the accepted notations, mixed freely; spaces, commas
/// and `_` (the claimed-tile mark of the rule documents) are ignored.
///
/// ```
/// use fourseas::notation::{parse, format};
/// let tiles = parse("123m 🀙🀙 EEC").unwrap();
/// assert_eq!(format(&tiles), "123m11p117z");
/// ```
pub fn parse(text: &str) -> Result<Vec<Tile>> {
    let mut tiles = Vec::with_capacity(text.len().min(64));
    // The run of digits waiting for its suit letter: byte offset and position.
    let mut pending: Option<(usize, usize)> = None;
    let bad = |reason, msg: String| Error::new(ErrorCode::BadNotation, reason, msg);
    for (pos, (at, c)) in text.char_indices().enumerate() {
        if c.is_ascii_digit() {
            pending.get_or_insert((at, pos));
            continue;
        }
        if let Some(suit) = Suit::from_letter(c) {
            let Some((start, first)) = pending.take() else {
                let e = bad(R::NoDigits, format!("'{c}' at position {} has no digits before it", pos + 1));
                return Err(e.arg("letter", c.to_string()).arg("at", pos + 1));
            };
            // Digits are one byte each, so byte k of the run is position first + k.
            for (k, d) in text.as_bytes()[start..at].iter().enumerate() {
                let d = d - b'0';
                let t = Tile::new(suit, d).ok_or_else(|| {
                    bad(R::NotATile, format!("'{d}{c}' at position {} is not a tile", first + k + 1))
                        .arg("text", format!("{d}{c}"))
                        .arg("at", first + k + 1)
                })?;
                tiles.push(t);
            }
            continue;
        }
        if pending.is_some() {
            let e = bad(R::NeedsSuit, format!("digits before position {} need a suit letter (m, p, s or z)", pos + 1));
            return Err(e.arg("at", pos + 1));
        }
        let honor = match c {
            'E' => Some(1),
            'S' => Some(2),
            'W' => Some(3),
            'N' => Some(4),
            'P' => Some(5),
            'F' => Some(6),
            'C' => Some(7),
            _ => None,
        };
        if let Some(r) = honor {
            tiles.extend(Tile::new(Suit::Honors, r));
        } else if let Some(t) = Tile::from_unicode(c) {
            tiles.push(t);
        } else if c == '\u{1F02B}' {
            let e = bad(
                R::TileBack,
                format!("the tile back at position {} stands for unknown tiles; name the tiles", pos + 1),
            );
            return Err(e.arg("at", pos + 1));
        } else if !(c.is_whitespace() || c == ',' || c == '_') {
            let e = bad(R::NotATile, format!("'{c}' at position {} is not a tile", pos + 1));
            return Err(e.arg("text", c.to_string()).arg("at", pos + 1));
        }
    }
    if pending.is_some() {
        return Err(bad(R::NeedsSuit, "digits at the end need a suit letter (m, p, s or z)".into()));
    }
    Ok(tiles)
}

/// Writes tiles in mpsz, keeping their order and sharing a suit letter
/// between neighbours of the same suit.
pub fn format(tiles: &[Tile]) -> String {
    let mut s = String::with_capacity(tiles.len() * 2);
    for (i, t) in tiles.iter().enumerate() {
        s.push(char::from(b'0' + t.rank()));
        let next_same = tiles.get(i + 1).is_some_and(|n| n.suit() == t.suit());
        if !next_same {
            s.push(t.suit().letter());
        }
    }
    s
}

/// Writes tiles as Unicode mahjong characters.
pub fn format_unicode(tiles: &[Tile]) -> String {
    tiles.iter().map(|t| t.to_unicode()).collect()
}

/// Reads exactly one tile.
pub fn parse_tile(text: &str) -> Result<Tile> {
    match parse(text)?.as_slice() {
        [t] => Ok(*t),
        ts => Err(Error::new(
            ErrorCode::BadWinTile,
            R::OneTile,
            format!("expected one tile, found {} in '{}'", ts.len(), crate::names::excerpt(text)),
        )
        .arg("n", ts.len())
        .arg("text", crate::names::excerpt(text))),
    }
}

/// Hand text split into its parts, tiles not yet read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HandText {
    /// The text outside brackets (each meld replaced by spaces, so that a
    /// position in it is a position in the text): the concealed tiles, the
    /// winning tile last.
    pub concealed: String,
    /// Each meld's text and whether it is a concealed kong (in parentheses).
    pub melds: Vec<(String, bool)>,
}

/// Splits hand text (`"123m55z [555p] (1111z) 4s"`) into the concealed tiles
/// and the melds, as the page's text box and `<fourseas-tiles>` read it. Tiles are
/// read by [`parse`].
pub fn hand_text(text: &str) -> Result<HandText> {
    let mut out = HandText::default();
    let mut rest = text;
    while let Some(open) = rest.find(['[', '(']) {
        out.concealed.push_str(&rest[..open]);
        let close = if rest.as_bytes()[open] == b'[' { ']' } else { ')' };
        let Some(len) = rest[open + 1..].find(close) else {
            return Err(Error::new(
                ErrorCode::BadNotation,
                R::Unclosed,
                format!("'{}' has no closing '{close}'", &rest[open..=open]),
            )
            .arg("open", &rest[open..=open])
            .arg("close", close.to_string()));
        };
        let meld = &rest[open..open + 2 + len];
        out.melds.push((meld[1..meld.len() - 1].trim().to_string(), close == ')'));
        // Spaces in the meld's place: positions in messages stay the text's own.
        out.concealed.extend(std::iter::repeat_n(' ', meld.chars().count()));
        rest = &rest[open + 2 + len..];
    }
    out.concealed.push_str(rest);
    if let Some(c) = out.concealed.chars().find(|c| matches!(c, ']' | ')')) {
        return Err(Error::new(ErrorCode::BadNotation, R::StrayClose, format!("'{c}' closes no meld"))
            .arg("close", c.to_string()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_notations() {
        let a = parse("1m9p5s1z7z").unwrap();
        let b = parse("🀇🀡🀔🀀🀄").unwrap();
        let c = parse("1m 9p 5s E C").unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(format(&a), "1m9p5s17z");
    }

    #[test]
    fn errors_are_clear() {
        for bad in ["8z", "12", "m", "1x", "🀫", "0m", "1E"] {
            let e = parse(bad).unwrap_err();
            assert_eq!(e.code(), ErrorCode::BadNotation, "{bad}: {e}");
        }
        assert_eq!(parse_tile("12m").unwrap_err().code(), ErrorCode::BadWinTile);
    }

    #[test]
    fn hand_text_splits_melds() {
        let t = hand_text("123m [555p] (1111z) 4s").unwrap();
        assert_eq!(parse(&t.concealed).unwrap(), parse("123m4s").unwrap());
        assert_eq!(t.melds, [("555p".to_string(), false), ("1111z".to_string(), true)]);
        assert_eq!(hand_text("1m [2m").unwrap_err().code(), ErrorCode::BadNotation);
        assert_eq!(hand_text("1m ]").unwrap_err().code(), ErrorCode::BadNotation);
    }
}
