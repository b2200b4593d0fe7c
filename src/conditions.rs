//! Which choices are possible for the tiles entered so far: win types, blessings,
//! last tile, discarders, seats and editions (R18, R19, D1), and which tiles and
//! melds may still be added (R21). Each impossible choice carries the error that
//! choosing it would give, so a page can disable it and say why.

use crate::error::{Error, ErrorCode, ErrorReason as R, Result};
use crate::group::{Meld, MeldKind};
use crate::hand::{check_copies, check_melds, kongs, melds_phrase, Hand};
use crate::rulebook::Edition;
use crate::score::evaluate;
use crate::seat::Seat;
use crate::tile::{Tile, TileCounts};
use crate::win::{broken_rule, Blessing, Choice, TileFacts, Win, WinContext};

/// A hand being entered: any number of concealed tiles up to a full hand, the
/// winning tile last, and the choices made so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// Concealed tiles, the winning tile last (when the hand is full).
    pub tiles: Vec<Tile>,
    /// Declared melds.
    pub melds: Vec<Meld>,
    /// The win conditions chosen so far.
    pub win: WinContext,
    /// The winner's edition.
    pub edition: Edition,
}

/// Whether adding each kind of thing at one tile is possible: `None` when it is,
/// else the error it would give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileEntry {
    /// The tile.
    pub tile: Tile,
    /// Adding it to the concealed hand.
    pub add: Option<Error>,
    /// A chow starting at it.
    pub chow: Option<Error>,
    /// A pung of it.
    pub pung: Option<Error>,
    /// An exposed kong of it.
    pub kong: Option<Error>,
    /// A concealed kong of it.
    pub concealed_kong: Option<Error>,
    /// The copies of it not in the hand or its melds: at most this many can be
    /// seen elsewhere (R21).
    pub left: u8,
}

/// Every choice, each `None` when possible, else the error it would give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conditions {
    /// The concealed tiles and melds make a full hand.
    pub complete: bool,
    /// The hand is one tile short of a full one: waiting for its next tile.
    pub waiting: bool,
    /// The hand's size as R21 counts it: the concealed tiles and three for each
    /// meld (a kong counts three); 14 is a full hand.
    pub count: usize,
    /// Each way to win.
    pub win: Vec<(Win, Option<Error>)>,
    /// Each blessing.
    pub blessing: Vec<(Blessing, Option<Error>)>,
    /// Last tile of the wall or last discard.
    pub last_tile: Option<Error>,
    /// Each seat as the discarder.
    pub discarder: Vec<(Seat, Option<Error>)>,
    /// Each seat as the winner's.
    pub seat: Vec<(Seat, Option<Error>)>,
    /// Each edition as the winner's; a full hand must also win there (R2).
    pub edition: Vec<(Edition, Option<Error>)>,
    /// Each of the 34 tiles, as a tile or a meld to add.
    pub tiles: Vec<TileEntry>,
}

impl Draft {
    fn capacity(melds: usize) -> usize {
        14usize.saturating_sub(3 * melds)
    }

    /// Checks what the tiles entered so far already break: notation aside, a
    /// fifth copy, a fifth meld, more tiles than a full hand (R21).
    fn check(&self) -> Result<TileCounts> {
        check_melds(self.melds.len())?;
        let cap = Draft::capacity(self.melds.len());
        if self.tiles.len() > cap {
            return Err(Error::new(
                ErrorCode::WrongTileCount,
                R::EntryCount,
                format!(
                    "with {} a hand holds {cap} concealed tiles, not {}",
                    melds_phrase(self.melds.len()),
                    self.tiles.len()
                ),
            )
            .arg("melds", self.melds.len())
            .arg("cap", cap)
            .arg("have", self.tiles.len()));
        }
        let mut all = TileCounts::from_tiles(&self.tiles);
        for m in &self.melds {
            all.add_all(&TileCounts::from_tiles(&m.tiles()));
        }
        check_copies(&all)?;
        Ok(all)
    }

    /// The full hand, when the tiles make one.
    fn hand(&self) -> Option<Hand> {
        let (win, before) = self.tiles.split_last()?;
        (self.tiles.len() == Draft::capacity(self.melds.len()))
            .then(|| Hand::new(before, *win, self.melds.clone()).ok())
            .flatten()
    }
}

/// What is possible for a hand being entered.
///
/// ```
/// use fourseas::{conditions, notation, Draft, Edition, Seat, Win, WinContext};
/// let draft = Draft {
///     tiles: notation::parse("123m456p789s11z23s4s").unwrap(),
///     melds: vec![],
///     win: WinContext::self_draw(Seat::East),
///     edition: Edition::Standard,
/// };
/// let c = conditions(&draft).unwrap();
/// assert!(c.complete);
/// let (_, kong) = c.win.iter().find(|(w, _)| *w == Win::KongReplacement).unwrap();
/// assert_eq!(kong.as_ref().unwrap().message(), "a kong replacement win needs a kong in the hand");
/// ```
pub fn conditions(draft: &Draft) -> Result<Conditions> {
    let all = draft.check()?;
    let hand = draft.hand();
    let facts = TileFacts {
        melds: draft.melds.len(),
        kongs: kongs(&draft.melds),
        win_copies: hand.as_ref().map(|h| all.get(h.win_tile())),
    };
    let w = draft.win;
    let e = draft.edition;
    let check = |w: WinContext, e: Edition, about: Choice| broken_rule(&w, e, &facts, Some(about));
    let win = Win::ALL
        .map(|v| {
            // A discarder is chosen with a discard-style win, and dropped without one.
            let discarder = if v.is_discard_style() { w.discarder.or(Some(w.seat.next())) } else { None };
            (v, check(WinContext { win: v, discarder, ..w }, e, Choice::Win))
        })
        .to_vec();
    let blessing =
        Blessing::ALL.map(|b| (b, check(WinContext { blessing: Some(b), ..w }, e, Choice::Blessing))).to_vec();
    let last_tile = check(WinContext { last_tile: true, ..w }, e, Choice::LastTile);
    let discarder =
        Seat::ALL.map(|d| (d, check(WinContext { discarder: Some(d), ..w }, e, Choice::Discarder))).to_vec();
    let seat = Seat::ALL
        .map(|s| {
            // Taking the discarder's seat moves the discarder on.
            let discarder = w.discarder.map(|d| if d == s { s.next() } else { d });
            (s, check(WinContext { seat: s, discarder, ..w }, e, Choice::Seat))
        })
        .to_vec();
    let edition = Edition::ALL
        .map(|ed| {
            let err = check(w, ed, Choice::Edition).or_else(|| {
                let h = hand.as_ref()?;
                evaluate(h, &w, ed).is_none().then(|| crate::game::no_shape(ed))
            });
            (ed, err)
        })
        .to_vec();
    let tiles = Tile::all().map(|t| tile_entry(draft, &all, t)).collect();
    let waiting = draft.tiles.len() + 1 == Draft::capacity(draft.melds.len());
    let count = draft.tiles.len() + 3 * draft.melds.len();
    Ok(Conditions {
        complete: hand.is_some(),
        waiting,
        count,
        win,
        blessing,
        last_tile,
        discarder,
        seat,
        edition,
        tiles,
    })
}

/// R21 for one more tile or meld at `t`.
fn tile_entry(draft: &Draft, all: &TileCounts, t: Tile) -> TileEntry {
    let have = draft.tiles.len();
    let melds = draft.melds.len();
    let four = |need: &[Tile]| {
        let mut c = *all;
        for &x in need {
            c.add(x, 1);
        }
        check_copies(&c).err()
    };
    let cap = Draft::capacity(melds);
    let add = if have >= cap {
        Some(
            Error::new(
                ErrorCode::WrongTileCount,
                R::HandFull,
                format!("the hand is full: {cap} concealed tiles with {}", melds_phrase(melds)),
            )
            .arg("melds", melds)
            .arg("cap", cap),
        )
    } else {
        four(&[t])
    };
    let meld = |kind: MeldKind, concealed: bool| -> Option<Error> {
        if let Err(e) = check_melds(melds + 1) {
            return Some(e);
        }
        let cap = Draft::capacity(melds + 1);
        if have > cap {
            return Some(
                Error::new(
                    ErrorCode::WrongTileCount,
                    R::NoRoomForMeld,
                    format!(
                        "no room for a meld: with {} a hand holds {cap} concealed tiles, not {have}",
                        melds_phrase(melds + 1)
                    ),
                )
                .arg("melds", melds + 1)
                .arg("cap", cap)
                .arg("have", have),
            );
        }
        let tiles: Vec<Tile> = match kind {
            MeldKind::Chow => (0..3).filter_map(|d| t.shifted(d)).collect(),
            MeldKind::Pung => vec![t; 3],
            MeldKind::Kong => vec![t; 4],
        };
        if tiles.len() < 3 {
            return Some(Error::new(ErrorCode::BadMeld, R::ChowStart, "a chow starts on a number tile from 1 to 7"));
        }
        Meld::from_tiles(&tiles, concealed).err().or_else(|| four(&tiles))
    };
    TileEntry {
        tile: t,
        add,
        chow: meld(MeldKind::Chow, false),
        pung: meld(MeldKind::Pung, false),
        kong: meld(MeldKind::Kong, false),
        concealed_kong: meld(MeldKind::Kong, true),
        left: 4u8.saturating_sub(all.get(t)),
    }
}
