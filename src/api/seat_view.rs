//! A seat's view of the table as the contracts write it (`table`'s `view`,
//! `frames`): what it sees of every seat, its own tiles, and the analysis
//! request of its decision.

use super::analyze::{AnalyzeRequest, OfferSpec, SeatTable, TableOption, TableSpec};
use super::request::{HandSpec, MeldSpec, PlayerSpec};
use crate::notation;
use crate::seat::{BySeat, Seat};
use crate::table::{level_spec, View};
use crate::tile::Tile;
use serde::Serialize;
use std::collections::BTreeMap;

/// One discard as a seat sees it: a concealed discard not yet revealed is
/// `null` to the others.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SeenDiscard {
    /// The tile, or `null` face down.
    #[cfg_attr(feature = "typescript", ts(type = "Notation | null"))]
    pub tile: Option<Tile>,
    /// Discarded face down (R27), revealed or not.
    pub concealed: bool,
    /// Taken by a call or a win: shown in the claimer's meld instead.
    pub claimed: bool,
}

/// One meld at the table: its tiles and, for an exposed one, the discard
/// claimed for it (drawn on its side).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SeenMeld {
    /// Its tiles.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub tiles: String,
    /// A concealed kong.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
    pub concealed: bool,
    /// The discard claimed for it; absent for a concealed kong.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub called: Option<Tile>,
}

/// One seat at the table as the viewer sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SeenSeat {
    /// Its melds (a concealed kong shows its tile, R26), each with the discard claimed for it.
    pub melds: Vec<SeenMeld>,
    /// Its discards in order, claimed ones included and marked.
    pub discards: Vec<SeenDiscard>,
}

/// What one seat sees, and the analysis of its decision.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SeatView {
    /// The seat looking.
    pub seat: Seat,
    /// Its concealed tiles, sorted (the tile drawn this turn included).
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub hand: String,
    /// The tile it drew this turn, if it is its turn after a draw.
    #[cfg_attr(feature = "typescript", ts(type = "Notation | null"))]
    pub drawn: Option<Tile>,
    /// Every seat's melds and discards.
    pub seats: BySeat<SeenSeat>,
    /// Tiles left in the wall.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub wall: usize,
    /// The draws it will still make if nobody claims or kongs.
    pub draws_left: u32,
    /// The tile on offer to it, and who discarded it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub offered: Option<OfferSpec>,
    /// Whether it may still make its Concealed Discard (R27).
    pub may_bury: bool,
    /// The `analyze` request of its position with the table model, exactly
    /// what the `table` seat decides from: its hand and melds, its own
    /// discards as `seen`, its draws left and the others' discards after its
    /// last (`tail_discards`), the tile offered, and the others'
    /// melds, face-up discards and unrevealed face-down ones as `table`
    /// (`buried` once it may no longer bury).
    pub analyze: AnalyzeRequest,
}

/// Seat `s` as `view`'s seat sees it: its melds, its discards in order.
pub(crate) fn seen_seat(view: &View<'_>, s: Seat) -> SeenSeat {
    SeenSeat {
        melds: view
            .melds(s)
            .iter()
            .zip(view.called(s))
            .map(|(m, &called)| SeenMeld { tiles: MeldSpec::from(m).tiles, concealed: m.concealed, called })
            .collect(),
        discards: view
            .river(s)
            .map(|(tile, r)| SeenDiscard { tile, concealed: r.concealed, claimed: r.claimed })
            .collect(),
    }
}

/// A seat's view as the contract writes it.
pub(crate) fn seat_view(view: &View<'_>) -> SeatView {
    let me = view.seat();
    let players = view.players();
    let melds = |s: Seat| -> Vec<MeldSpec> { view.melds(s).iter().map(MeldSpec::from).collect() };
    let seats = BySeat::from_fn(|s| seen_seat(view, s));
    // The table as it lies, the tile on offer included: the analysis takes it off (D37).
    let sight = view.sight();
    // The viewer's own discards on the table (its buried one too) are `seen`;
    // the others' tiles go in `table`, which counts them as seen itself.
    let own: Vec<Tile> = view.river(me).filter(|(_, r)| !r.claimed).filter_map(|(t, _)| t).collect();
    let others = Seat::ALL.into_iter().filter(|&s| s != me).map(|s| {
        let o = &sight.others[s];
        let spec = SeatTable {
            melds: melds(s),
            discards: Some(notation::format(&o.discards)),
            concealed: Some(u32::from(o.concealed)),
        };
        (s.as_str().to_string(), spec)
    });
    let offered = view.offered().map(|(tile, from)| OfferSpec { tile: tile.to_string(), from: from.as_str().into() });
    let mixed: BTreeMap<String, PlayerSpec> = Seat::ALL
        .into_iter()
        .filter(|&s| players[s] != players[me])
        .map(|s| {
            let spec = PlayerSpec {
                edition: Some(players[s].edition.as_str().into()),
                level: Some(level_spec(players[s].level)),
            };
            (s.as_str().to_string(), spec)
        })
        .collect();
    let hand = HandSpec {
        tiles: notation::format(&view.hand().tiles()),
        melds: melds(me),
        seat: Some(me.as_str().into()),
        discarder: None,
        edition: Some(players[me].edition.as_str().into()),
        level: Some(level_spec(players[me].level)),
        players: (!mixed.is_empty()).then_some(mixed),
    };
    SeatView {
        seat: me,
        hand: hand.tiles.clone(),
        drawn: view.drawn(),
        seats,
        wall: view.wall_left(),
        draws_left: view.draws_left(),
        offered: offered.clone(),
        may_bury: view.may_bury(),
        analyze: AnalyzeRequest {
            hand,
            seen: (!own.is_empty()).then(|| notation::format(&own)),
            draws_left: Some(view.draws_left()),
            tail_discards: Some(u32::from(view.tail_discards())).filter(|&t| t > 0),
            hand_changes: None,
            discard_wins: None,
            offered,
            table: Some(TableOption::On(TableSpec {
                wall: sight.wall,
                seats: Some(others.collect()),
                buried: !view.may_bury(),
            })),
        },
    }
}
