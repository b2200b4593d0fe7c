//! The TypeScript declarations of the JSON contract, derived from the Rust types
//! that read and write it (`ts-rs`, with serde's attributes), so that every
//! field is declared once. The WebAssembly package ships them, followed by its
//! functions' declarations, as `wasm/fourseas.d.ts`; the WebAssembly crate's
//! test regenerates the file and fails when the checked-in one differs
//! (`UPDATE_TYPES=1` rewrites it).
//!
//! The engine's leaf types with a serializer of their own (points, tiles,
//! pattern ids, per-seat maps, levels) say here what they are written as.

use crate::group::Groups;
use crate::level::Level;
use crate::payment::Points;
use crate::rulebook::PatternId;
use crate::seat::BySeat;
use crate::tile::Tile;
use ts_rs::{Config, TS};

/// A type written as a TypeScript type of its own name.
macro_rules! written_as {
    ($t:ty, $name:literal, $inline:expr) => {
        impl TS for $t {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &Config) -> String {
                $name.into()
            }
            fn inline(_: &Config) -> String {
                $inline
            }
        }
    };
}

written_as!(Points, "number", "number".into());
written_as!(PatternId, "string", "string".into());
written_as!(Tile, "Notation", "Notation".into());
written_as!(Groups, "number[]", "number[]".into());

/// An action, as `Action`'s own serializer writes it.
impl TS for crate::table::Action {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &Config) -> String {
        "Action".into()
    }
    fn inline(_: &Config) -> String {
        "{ action: \"discard\" | \"conceal\" | \"kong\" | \"pung\"; tile: Notation } | { action: \"chow\"; tiles: Notation } | { action: \"win\" | \"pass\" }".into()
    }
    fn inline_flattened(cfg: &Config) -> String {
        format!("({})", Self::inline(cfg))
    }
    fn decl(cfg: &Config) -> String {
        format!("type Action = {};", Self::inline(cfg))
    }
}
written_as!(
    Level,
    "LevelName",
    Level::NAMED.iter().map(|l| format!("\"{}\"", l.name())).collect::<Vec<_>>().join(" | ")
);

impl<T: TS> TS for BySeat<T> {
    type WithoutGenerics = BySeat<ts_rs::Dummy>;
    type OptionInnerType = Self;
    fn name(cfg: &Config) -> String {
        format!("Record<Seat, {}>", T::name(cfg))
    }
    fn inline(cfg: &Config) -> String {
        format!("Record<Seat, {}>", T::inline(cfg))
    }
}

/// What the declarations start with: the aliases no Rust type stands for.
const HEADER: &str = "\
// The TypeScript declarations of the Four Seas engine's JSON contract,
// generated from the engine's Rust types: do not edit by hand.

/** Tiles in mpsz (`123m456p789s1234567z`), Unicode tiles, or honor letters E S W N P F C. */
export type Notation = string;
/** A winning level's name. */
export type LevelName = LEVELS;
/** Every answer: `{ok: true, …}` with the answer's fields, or the error answer. */
export type Reply<T> = ({ ok: true } & T) | ErrorReply;
/** The error answer, with the CLI's codes; a session's names the hand at fault. */
export interface ErrorReply { ok: false; error: ErrorBody; }
";

/// The names earlier hand-written declarations used, kept for the package's users.
const ALIASES: &str = "
// The names of earlier versions of these declarations.
export type ScoreResponse = { ok: true } & Response;
export type EditionName = Edition;
export type WinKind = Win;
export type ShapeName = Shape;
export type Group = GroupOut;
export type CountedPattern = PatternOut;
export type ExcludedPattern = ExcludedOut;
export type Alternative = AlternativeOut;
export type PatternRow = Pattern;
export type EditionRow = EditionRules;
export type Useful = UsefulTiles[number];
export type DiscardAdvice = DiscardOption;
export type HandValue = Value;
export type PlayedHand = ScoreRequest;
export type ManualHand = ManualSpec;
export type SessionHand = SessionHandSpec;
export type SettledHand = SessionHandOut;
export type SessionErrorReply = ErrorReply;

";

/// One declaration, with its doc comment.
fn declare<T: TS + 'static>(cfg: &Config, out: &mut String) {
    if let Some(docs) = T::docs() {
        out.push_str(&docs);
    }
    out.push_str("export ");
    out.push_str(&tidy(&T::decl(cfg)));
}

/// A declaration laid out one field a line, indented by depth: `ts-rs` closes
/// an object on its last field's line, which the package's own formatter reads
/// as one level deeper every time.
fn tidy(decl: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for line in decl.replace(", };", ",\n};").lines() {
        let line = line.trim();
        if line.starts_with('}') {
            depth = depth.saturating_sub(1);
        }
        let pad = if line.starts_with('*') { " " } else { "" };
        out.push_str(&format!("{}{pad}{line}\n", "  ".repeat(depth)));
        if line.ends_with('{') {
            depth += 1;
        }
    }
    out
}

/// The declarations of every type the contract reads or writes, in a fixed
/// order; the WebAssembly crate adds its functions' (`function_declarations`).
pub fn declarations() -> String {
    let cfg = Config::new();
    let levels = Level::inline(&cfg);
    let mut out = HEADER.replace("LEVELS", &levels);
    out.push('\n');
    macro_rules! all {
        ($($t:ty),+ $(,)?) => { $( declare::<$t>(&cfg, &mut out); )+ };
    }
    use crate::analysis::{Call, CallOption, Share, Value, Wait, WaitValue};
    use crate::api::*;
    use crate::game::MayWin;
    use crate::group::GroupKind;
    use crate::level::Minimum;
    use crate::rulebook::{Category, Edition, EditionRules, Pattern, Shape};
    use crate::score::ReasonKind;
    use crate::seat::Seat;
    use crate::win::{Blessing, Win};
    use crate::ErrorCode;
    all!(
        Seat,
        Edition,
        Win,
        Blessing,
        Shape,
        crate::Seating,
        Category,
        GroupKind,
        ReasonKind,
        ErrorCode,
        crate::ErrorReason,
        ErrorArgs,
        ErrorBody,
        Minimum,
        MeldSpec,
        LevelSpec,
        PlayerSpec,
        Request,
        GroupOut,
        PatternOut,
        ExcludedOut,
        AlternativeOut,
        MayWin,
        Response,
        Allowed,
        Possible<Seat>,
        TileChoices,
        ConditionsResponse,
        AnalyzeRequest,
        OfferSpec,
        TableOption,
        TableSpec,
        SeatTable,
        WaitValue,
        Wait,
        Share,
        Value,
        Call,
        CallOption,
        Useful,
        Shapes,
        crate::analysis::Danger,
        crate::analysis::Burial,
        DiscardOut,
        AnalyzeResponse,
        ByName,
        SessionPlayer,
        ManualSpec,
        SessionHandSpec,
        SessionRequest,
        SessionHandOut,
        SessionResponse,
        crate::deal::DealKind,
        DealRequest,
        DealtRequest,
        DealResponse,
        EditionRules,
        EditionsResponse,
        Pattern,
        crate::cards::FamilyNode,
        PatternEntry,
        PatternsResponse,
        NamesResponse,
        TileInfo,
        ParseResponse,
        FormatResponse,
        crate::table::seats::StrategyName,
        crate::table::WallEnd,
        crate::table::KongKind,
        crate::table::HandResult,
        crate::group::MeldKind,
        crate::table::Action,
        crate::table::Start,
        crate::table::WinEvent,
        crate::table::Event,
        crate::table::Standing,
        PlayRequest,
        PlayResponse,
        crate::table::replay::Replayed,
        ActionSpec,
        TableRequest,
        ViewOption,
        Taken,
        SeenDiscard,
        SeenMeld,
        SeenSeat,
        SeatView,
        TableResponse,
        DecideRequest,
        DecideOption,
        DecideResponse,
        ReviewRequest,
        Decision,
        ReviewResponse,
        FramesRequest,
        FrameSeat,
        Frame,
        FramesResponse,
    );
    out.push_str(ALIASES);
    out
}
