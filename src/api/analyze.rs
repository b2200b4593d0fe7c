//! The `analyze` contract: a hand before the win in, its shanten, waits, useful
//! tiles and discard advice out (the value model is the engine's, see
//! [`analyze`](crate::analyze)).

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::request::MeldSpec;
use super::request::{melds_of, HandSpec};
use crate::analysis::{
    useful_count, Analysis, Burial, CallOption, Danger, Offer, Opponent, Position, TableSight, Value, Wait, Waiting,
};
use crate::error::{Error, Result};
use crate::error::{ErrorCode, ErrorReason};
use crate::notation;
use crate::rulebook::Shape;
use crate::seat::{BySeat, Seat};
use crate::tile::{Tile, TileCounts};
use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Deserialize, Serialize, Serializer};
use std::collections::BTreeMap;

contract! {
    /// One analysis request (the CLI's `analyze` line, the JS `analyze` argument): a
    /// score request's hand, melds and players, without the win, plus what is seen.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct AnalyzeRequest {
        /// 13 − 3×melds concealed tiles (waiting) or 14 − 3×melds (about to
        /// discard), the melds and the table; `discarder` is who discards for the
        /// discard-win figures, by default the next seat.
        #[serde(flatten)]
        pub hand: HandSpec [flatten],
        /// Tiles visible outside the hand, in any notation.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
        pub seen: Option<String>,
        /// Rounds left for the value model; default 8 (with `table`, ⌈wall/4⌉),
        /// at most 21 (a seat's draws from a whole live wall, R24).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub draws_left: Option<u32>,
        /// The others' discards after the last of those rounds, 0 to 3: the
        /// wall's last tiles, drawn by the seats after the player after its
        /// last draw (D39); default 0.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub tail_discards: Option<u32>,
        /// Hand changes the player may make within the horizon: 0 or 1 (default 1, D23).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub hand_changes: Option<u32>,
        /// Whether the player may win on the others' discards (default true;
        /// false: the self-draw-only game).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub discard_wins: Option<bool>,
        /// A discard offered to a 13-tile hand, for call advice.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub offered: Option<OfferSpec>,
        /// The other players as the table shows them, for the table model
        /// (their wins, each discard's danger, fold, bury); absent or `false`:
        /// the model where only the player wins, bit for bit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub table: Option<TableOption>,
    }
}

/// The `table` of an analysis request: `false`, or what the table shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum TableOption {
    /// `false`: no table (the model where only the player wins).
    Off(#[cfg_attr(feature = "typescript", ts(type = "false"))] bool),
    /// What the table shows.
    On(TableSpec),
}

impl FromJson for TableOption {
    fn from_json(v: serde_json::Value) -> std::result::Result<Self, String> {
        match v {
            serde_json::Value::Bool(false) => Ok(TableOption::Off(false)),
            serde_json::Value::Object(_) => TableSpec::from_json(v).map(TableOption::On),
            _ => Err("table is false or an object: {\"wall\": …, \"seats\": …}".into()),
        }
    }
}

contract! {
    /// What the table shows beyond the player's hand: the wall and the others.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct TableSpec {
        /// Tiles left in the wall: 0 to 83 (R24).
        pub wall: u32 [required],
        /// The other seats' melds and discards, by seat; a seat not listed
        /// has neither.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Partial<Record<Seat, SeatTable>>"))]
        pub seats: Option<BTreeMap<String, SeatTable>>,
        /// Whether the player has made its Concealed Discard (R27); default false.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
        pub buried: bool,
    }
}

contract! {
    /// One other seat at the table.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct SeatTable {
        /// Its melds.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Vec<MeldSpec>>"))]
        pub melds: Vec<MeldSpec>,
        /// Its face-up discards still on the table, in order (a claimed one
        /// belongs to the claimer's meld).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
        pub discards: Option<String>,
        /// Its face-down discards not yet revealed: 0 or 1 (R27).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub concealed: Option<u32>,
    }
}

deserialize_by_from_json!(TableOption);

/// The most tiles a live wall holds: 136 less the 53 dealt (R23, R24).
pub const MAX_WALL: u32 = 83;

impl TableSpec {
    /// The sight of the player at `seat`, whose edition decides burial.
    fn sight(&self, seat: Seat, edition: crate::rulebook::Edition) -> Result<TableSight> {
        if self.wall > MAX_WALL {
            let message = format!("the wall holds at most {MAX_WALL} tiles after the deal (R24), not {}", self.wall);
            return Err(Error::out_of_range("table.wall", 0, MAX_WALL.into(), Some(self.wall.into()), message));
        }
        let mut others: BySeat<Opponent> = BySeat::default();
        for (name, spec) in self.seats.iter().flatten() {
            let s: Seat =
                name.parse().map_err(|e| Error::from(e).within("table.seats", |m| format!("table.seats: {m}")))?;
            if s == seat {
                let message = format!("the table lists the others; {s} is the player's own seat");
                return Err(Error::new(ErrorCode::BadValue, ErrorReason::TableOwnSeat, message).arg("seat", s.as_str()));
            }
            let within = |e: Error| e.within("table.seats", |m| format!("table.seats.{s}: {m}"));
            let melds = melds_of(&spec.melds).map_err(within)?;
            crate::hand::check_melds(melds.len()).map_err(within)?;
            let discards = notation::parse(spec.discards.as_deref().unwrap_or("")).map_err(within)?;
            let concealed = spec.concealed.unwrap_or(0);
            if concealed > 1 {
                let message = format!("a seat makes at most one Concealed Discard a hand (R27), not {concealed}");
                return Err(within(Error::out_of_range("concealed", 0, 1, Some(concealed.into()), message)));
            }
            others[s] = Opponent { melds, discards, concealed: concealed as u8 };
        }
        Ok(TableSight { wall: self.wall, others, may_bury: edition.rules().concealed_discard && !self.buried })
    }
}

contract! {
    /// A discard offered to the player: `{"tile": "5p", "from": "north"}`.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct OfferSpec {
        /// The tile.
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        pub tile: String [required],
        /// The discarder's seat.
        #[cfg_attr(feature = "typescript", ts(type = "Seat"))]
        pub from: String [required],
    }
}

deserialize_by_from_json!(AnalyzeRequest);

/// The most rounds the value model looks ahead: the draws a seat makes from a
/// whole live wall when nobody claims (R24: 136 − 53 dealt = 83 tiles, every
/// fourth one the seat's, ⌈83 / 4⌉ = 21, what the table's `View::draws_left`
/// gives at the first draw). It also bounds the model's work.
pub const MAX_DRAWS: u32 = 21;

impl AnalyzeRequest {
    /// The request as a position to analyse.
    pub fn position(&self) -> Result<Position> {
        let concealed = self.hand.concealed()?;
        let melds = self.hand.melds()?;
        let mut seen = TileCounts::from_tiles(&notation::parse(self.seen.as_deref().unwrap_or(""))?);
        let seat = self.hand.seat()?;
        let players = self.hand.players(seat)?;
        let mut table = match &self.table {
            Some(TableOption::On(t)) => Some(t.sight(seat, players[seat].edition)?),
            _ => None,
        };
        // The tile on offer lies on the table (among its discarder's discards,
        // or in the kong it was added to); it is counted once, as `offered` (D37).
        if let (Some(t), Some(o)) = (&mut table, &self.offered) {
            if let (Ok(tile), Ok(from)) = (notation::parse_tile(&o.tile), o.from.parse::<Seat>()) {
                t.others[from].take_offered(tile);
            }
        }
        // The table's tiles are seen: counted out of the wall like `seen`.
        if let Some(t) = &table {
            seen.add_all(&t.tiles(seat));
        }
        let discarder = match &self.hand.discarder {
            Some(d) => d.parse()?,
            None => seat.next(),
        };
        // With the table, the rounds default to the wall's: ⌈wall/4⌉ (D34).
        let draws_left = self.draws_left.unwrap_or(table.as_ref().map_or(8, |t| t.wall.div_ceil(4).min(MAX_DRAWS)));
        if draws_left > MAX_DRAWS {
            let message = format!(
                "draws_left {draws_left} is more than {MAX_DRAWS}, the draws a seat makes from a whole live wall (R24)"
            );
            return Err(Error::out_of_range("draws_left", 0, MAX_DRAWS.into(), Some(draws_left.into()), message));
        }
        let tail_discards = match self.tail_discards.unwrap_or(0) {
            t @ 0..=3 => t as u8,
            t => {
                let message = format!("tail_discards is 0 to 3, not {t}");
                return Err(Error::out_of_range("tail_discards", 0, 3, Some(t.into()), message));
            }
        };
        let hand_changes = match self.hand_changes.unwrap_or(1) {
            h @ (0 | 1) => h as u8,
            h => {
                let message = format!("hand_changes is 0 or 1, not {h}");
                return Err(Error::out_of_range("hand_changes", 0, 1, Some(h.into()), message));
            }
        };
        // Errors name the field: `offered` is written `{"tile", "from"}`, or TILE:SEAT at the CLI.
        let within = |e: Error| e.within("offered", |m| format!("offered (a tile and the seat that discards it): {m}"));
        let offered = match &self.offered {
            Some(o) => Some(Offer {
                tile: notation::parse_tile(&o.tile).map_err(within)?,
                from: o.from.parse().map_err(|e| within(Error::from(e)))?,
            }),
            None => None,
        };
        Ok(Position {
            concealed,
            melds,
            seat,
            discarder,
            players,
            seen,
            draws_left,
            tail_discards,
            hand_changes,
            discard_wins: self.discard_wins.unwrap_or(true),
            offered,
            table,
        })
    }
}

/// Tiles with their remaining copies, written as `[{"tile", "remaining"}]`.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(
    feature = "typescript",
    derive(ts_rs::TS),
    ts(rename = "UsefulTiles", type = "Array<{ tile: Notation; remaining: number }>")
)]
pub struct Useful(pub Vec<(Tile, u8)>);

impl Serialize for Useful {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for &(tile, remaining) in &self.0 {
            #[derive(Serialize)]
            struct Entry {
                tile: Tile,
                remaining: u8,
            }
            seq.serialize_element(&Entry { tile, remaining })?;
        }
        seq.end()
    }
}

/// Shanten per shape, written as an object keyed by shape.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS), ts(type = "Partial<Record<Shape, number>>"))]
pub struct Shapes(pub BTreeMap<Shape, i8>);

impl Serialize for Shapes {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// One discard of a 14-tile hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS), ts(rename = "DiscardOption"))]
pub struct DiscardOut {
    /// The tile discarded.
    pub tile: Tile,
    /// Shanten after it.
    pub shanten: i8,
    /// Tiles that then lower the shanten.
    pub useful: Useful,
    /// Their remaining copies in all.
    pub useful_count: u32,
    /// The waits, when the rest is waiting.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub waits: Option<Vec<Wait>>,
    /// The value model's figures; `null` beyond three shanten. With the
    /// table, after the danger: the chances × (1 − danger), the gain
    /// (1 − danger) × gain − loss.
    pub value: Option<Value>,
    /// With the table: the chance that another player wins on it, and the loss.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub danger: Option<Danger>,
}

/// The answer of [`analyze`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct AnalyzeResponse {
    /// 13-tile hands: 0 = waiting; 14-tile hands: −1 = winning, else the best over one discard.
    pub shanten: i8,
    /// 13-tile hands: shanten per shape the edition allows for the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub shapes: Option<Shapes>,
    /// 13-tile hands: the waits.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub waits: Option<Vec<Wait>>,
    /// 13-tile hands not waiting: the useful tiles.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub useful: Option<Useful>,
    /// Their remaining copies in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub useful_count: Option<u32>,
    /// 13-tile hands: the value of waiting or building from here (`null`
    /// beyond three shanten); with `offered`, the value of letting it go.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub value: Option<Option<Value>>,
    /// 13-tile hands offered a discard: every legal answer, best first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub calls: Option<Vec<CallOption>>,
    /// 14-tile hands: every discard, best first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub discards: Option<Vec<DiscardOut>>,
    /// 14-tile hands with the table: whether the best discard folds (gives
    /// up the best shanten for safety, or its value is the fold's: D35, D38).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub fold: Option<bool>,
    /// 14-tile hands with the table: the discard with the least danger.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub safest: Option<Tile>,
    /// 14-tile hands with the table, where the player may still bury (R27):
    /// whether to bury the best discard, and the numbers that decide it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub bury: Option<Burial>,
}

impl From<Analysis> for AnalyzeResponse {
    fn from(a: Analysis) -> Self {
        match a {
            Analysis::Waiting(w) => {
                let improving = w.shanten > 0;
                let useful_count = improving.then(|| useful_count(&w));
                AnalyzeResponse {
                    shanten: w.shanten,
                    // Inserted one by one: collecting into a map would sort with the standard sort.
                    shapes: Some(Shapes(w.shapes.iter().fold(BTreeMap::new(), |mut m, &(k, v)| {
                        m.insert(k, v);
                        m
                    }))),
                    useful: improving.then_some(Useful(w.useful)),
                    useful_count,
                    waits: Some(w.waits),
                    value: Some(w.value),
                    calls: (!w.calls.is_empty()).then_some(w.calls),
                    discards: None,
                    fold: None,
                    safest: None,
                    bury: None,
                }
            }
            Analysis::Discarding(d) => AnalyzeResponse {
                shanten: d.shanten,
                shapes: None,
                waits: None,
                useful: None,
                useful_count: None,
                value: None,
                calls: None,
                discards: Some(
                    d.discards
                        .into_iter()
                        .map(|x| {
                            let Waiting { shanten, waits, useful, .. } = &x.after;
                            DiscardOut {
                                tile: x.tile,
                                shanten: *shanten,
                                useful_count: useful_count(&x.after),
                                useful: Useful(useful.clone()),
                                waits: (*shanten == 0).then(|| waits.clone()),
                                value: x.value,
                                danger: x.danger,
                            }
                        })
                        .collect(),
                ),
                fold: d.safest.is_some().then_some(d.fold),
                safest: d.safest,
                bury: d.bury,
            },
        }
    }
}

/// Analyses a hand before the win: shanten, waits and their value, useful tiles,
/// discard advice (see [`analyze`](crate::analyze) for the value model).
pub fn analyze(req: &AnalyzeRequest) -> Result<AnalyzeResponse> {
    Ok(AnalyzeResponse::from(crate::analysis::analyze(&req.position()?)?))
}
