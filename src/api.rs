//! The JSON contract shared by the CLI and the WebAssembly module: requests,
//! answers, and their conversion to and from the engine's types. No rule lives
//! here: a request becomes a [`Game`] (or a [`Draft`]), the engine answers with an
//! [`Outcome`] (or [`Conditions`]), and this module writes that out.
//!
//! Requests use plain strings so that every bad value gets the engine's own
//! error code rather than a deserializer's; names are read in any case.

use crate::analysis::{useful_count, Analysis, Position, WaitValue, Waiting};
use crate::conditions::{conditions as possible, Conditions, Draft};
use crate::error::{Error, ErrorCode, Result};
pub use crate::from_json::FromJson;
use crate::game::{settle, Game, MayWin, Outcome, Player};
use crate::group::Meld;
use crate::hand::Hand;
use crate::level::{Level, Minimum};
use crate::notation;
use crate::payment::Points;
use crate::rulebook::{Edition, EditionRules, Shape, EDITIONS};
use crate::score::{Evaluation, Limit, ReasonKind, Scored};
use crate::seat::{BySeat, Seat};
use crate::session::{ManualWin, Played, SessionHand};
use crate::tile::TileCounts;
use crate::win::{Blessing, Win, WinContext};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::str::FromStr;

/// One scoring request (the CLI's JSON line, the JS `score` argument).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Concealed tiles before the win.
    pub hand: String,
    /// The winning tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win_tile: Option<String>,
    /// Declared melds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    /// How the tile arrived; default `self_draw`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<String>,
    /// Last tile of the wall, or last discard.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_tile: bool,
    /// `heaven`, `earth` or `man`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blessing: Option<String>,
    /// The winner's seat; default `east`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    /// Who discarded, for a discard-style win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
    /// The winner's edition; default `standard`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// The winner's level; default per edition (R16).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
    /// Other players' editions and levels for mixed-level play (R20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<BTreeMap<String, PlayerSpec>>,
}

/// A meld in a request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldSpec {
    /// Its tiles.
    pub tiles: String,
    /// A concealed kong.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub concealed: bool,
}

/// A level in a request: `"I"` … `"V"`, or custom minimums.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LevelSpec {
    /// A named level.
    Named(String),
    /// Custom minimums.
    Custom(Minimum),
}

/// A player's edition and level in a request.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// The player's edition; default the winner's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// The player's level; default per edition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
}

/// A successful answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Response {
    /// Always true.
    pub ok: bool,
    /// The hand score H (after the limit; halved for Concealed Discard).
    pub score: Points,
    /// H before Concealed Discard halving (equal to `score` otherwise).
    pub full_score: Points,
    /// Sum of the counted patterns before the limit.
    pub total: u32,
    /// `null`, `"counted"`, or the id of the limit pattern that sets the score.
    pub limit: Option<&'static str>,
    /// The limit pattern's name, or "Limit" for a counted limit; `null` without a limit.
    pub limit_name: Option<&'static str>,
    /// The same in Chinese.
    pub limit_name_zh: Option<&'static str>,
    /// The winner's edition.
    pub edition: Edition,
    /// The winner's level: "I" … "V" or "custom".
    pub level: &'static str,
    /// The shape of the best decomposition.
    pub shape: Shape,
    /// The groups of the best decomposition.
    pub groups: Vec<GroupOut>,
    /// The counted patterns; a pattern counted twice appears twice.
    pub patterns: Vec<PatternOut>,
    /// Patterns that hold but are not counted, with why.
    pub excluded: Vec<ExcludedOut>,
    /// The other decompositions, scored.
    pub alternatives: Vec<AlternativeOut>,
    /// The winner's minimum (R16).
    pub minimum: Minimum,
    /// The winner's minimum is met for this win (or waived by a chance pattern).
    pub can_win: bool,
    /// Whether the hand's score would meet the minimum by self-draw and on a discard.
    pub may_win: MayWin,
    /// The hand score each opponent pays on (R20), by seat.
    #[serde(serialize_with = "BySeat::serialize_present")]
    pub payer_scores: BySeat<Option<Points>>,
    /// Net points per seat; they sum to zero.
    pub payments: BySeat<Points>,
}

/// A group of a decomposition.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GroupOut {
    /// chow, pung, kong, pair or single.
    pub kind: crate::group::GroupKind,
    /// Its tiles in mpsz.
    pub tiles: GroupText,
    /// Declared and shown.
    pub exposed: bool,
}

/// A group's tiles in mpsz (`123m`, `1111z`), kept inline: at most four digits
/// and a suit letter, so an answer's groups need no allocation each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct GroupText {
    len: u8,
    buf: [u8; 5],
}

impl GroupText {
    /// The text of a group.
    pub fn of(g: &crate::group::Group) -> GroupText {
        let (n, step) = g.kind.layout();
        let mut buf = [g.tile.suit().letter() as u8; 5];
        let first = b'0' + g.tile.rank();
        for (k, b) in buf.iter_mut().take(n).enumerate() {
            *b = first + step * k as u8;
        }
        GroupText { len: n as u8 + 1, buf }
    }
}

impl std::ops::Deref for GroupText {
    type Target = str;
    fn deref(&self) -> &str {
        // Digits and a suit letter: always ASCII.
        std::str::from_utf8(&self.buf[..self.len as usize]).unwrap_or_default()
    }
}

impl std::fmt::Debug for GroupText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl Serialize for GroupText {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self)
    }
}

/// A counted pattern.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PatternOut {
    /// The Standard Level's id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Chinese name.
    pub name_zh: &'static str,
    /// Points.
    pub points: u32,
    /// The groups it uses, by index.
    pub groups: crate::group::Groups,
}

/// A pattern that holds but is not counted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExcludedOut {
    /// The Standard Level's id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Chinese name.
    pub name_zh: &'static str,
    /// Why it is not counted.
    pub reason: ReasonKind,
    /// The pattern that includes it or uses its groups.
    pub by: Option<&'static str>,
    /// The first edition that has it, when this one does not.
    pub edition: Option<Edition>,
}

/// Another decomposition, scored.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AlternativeOut {
    /// Its shape.
    pub shape: Shape,
    /// Its groups.
    pub groups: Vec<GroupOut>,
    /// Its score after the limit.
    pub score: u32,
    /// Its total before the limit.
    pub total: u32,
    /// The ids of its counted patterns.
    pub patterns: Vec<&'static str>,
}

/// The error answer: `{"ok": false, "error": {"code", "message"}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorReply {
    /// Always false.
    pub ok: bool,
    /// What went wrong.
    pub error: ErrorBody,
}

/// A coded error.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorBody {
    /// The stable code.
    pub code: ErrorCode,
    /// The message for people.
    pub message: String,
}

impl From<&Error> for ErrorReply {
    fn from(e: &Error) -> Self {
        ErrorReply { ok: false, error: ErrorBody { code: e.code(), message: e.message().to_string() } }
    }
}

/// Either answer, serialized as the contract says.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Reply<T = Response> {
    /// The answer.
    Ok(Box<T>),
    /// The error answer.
    Err(ErrorReply),
}

impl<T> From<Result<T>> for Reply<T> {
    fn from(r: Result<T>) -> Self {
        match r {
            Ok(v) => Reply::Ok(Box::new(v)),
            Err(e) => Reply::Err(ErrorReply::from(&e)),
        }
    }
}

/// The longest request accepted, as JSON text: 64 KiB.
pub const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// Reads a request from its JSON text: the one reader of the CLI and the
/// WebAssembly module, so both accept and refuse exactly the same requests with
/// the same messages. `defaults` fill the fields a request leaves out (the CLI's
/// flags in stream mode). Text longer than [`MAX_REQUEST_BYTES`] is `too_large`;
/// anything else that is not a request of this kind is `bad_request`: not JSON,
/// nested more than 128 deep, a key given twice (in any case), an unknown field,
/// a value of the wrong type. Messages quote at most a short excerpt.
///
/// ```
/// use fourseas::api::{read, Request};
/// let r: Request = read(r#"{"hand": "123m", "win_tile": "4m"}"#, None).unwrap();
/// assert_eq!(r.hand, "123m");
/// let e = read::<Request>(r#"{"hand": "1m", "hand": "2m"}"#, None).unwrap_err();
/// assert_eq!(e.code().as_str(), "bad_request");
/// ```
pub fn read<R: FromJson>(text: &str, defaults: Option<&serde_json::Map<String, serde_json::Value>>) -> Result<R> {
    if text.len() > MAX_REQUEST_BYTES {
        return Err(too_large(text.len()));
    }
    let bad = |e: serde_json::Error| Error::new(ErrorCode::BadRequest, short(&e.to_string()));
    if text.trim().is_empty() {
        return Err(Error::new(ErrorCode::BadRequest, "an empty line: a request is a JSON object"));
    }
    let Strict(mut v) = serde_json::from_str(text).map_err(bad)?;
    if let (Some(defaults), serde_json::Value::Object(m)) = (defaults, &mut v) {
        for (k, x) in defaults {
            m.entry(k.clone()).or_insert_with(|| x.clone());
        }
    }
    R::from_json(v).map_err(|m| Error::new(ErrorCode::BadRequest, short(&m)))
}

/// The `too_large` error for a request of `len` bytes.
pub fn too_large(len: usize) -> Error {
    Error::new(
        ErrorCode::TooLarge,
        format!("the request is {len} bytes or more; the longest accepted is {MAX_REQUEST_BYTES}"),
    )
}

/// A message cut to a readable length.
fn short(msg: &str) -> String {
    match msg.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &msg[..i]),
        None => msg.to_string(),
    }
}

/// A JSON value read strictly: no key twice in one object, in any case, and
/// whole numbers written with a fraction (`100.0`) read as the integers they are,
/// as JavaScript reads them.
struct Strict(serde_json::Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        use serde::de::{Error as _, MapAccess, SeqAccess, Visitor};
        use serde_json::{Map, Number, Value};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Strict;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("JSON data")
            }
            fn visit_bool<E>(self, b: bool) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::Bool(b)))
            }
            fn visit_i64<E>(self, n: i64) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_u64<E>(self, n: u64) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_f64<E>(self, x: f64) -> std::result::Result<Strict, E> {
                Ok(Strict(if x.fract() == 0.0 && x.abs() < 9.0e15 {
                    Value::from(x as i64)
                } else {
                    Number::from_f64(x).map_or(Value::Null, Value::Number)
                }))
            }
            fn visit_str<E>(self, s: &str) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::String(s.to_string())))
            }
            fn visit_string<E>(self, s: String) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::String(s)))
            }
            fn visit_unit<E>(self) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::Null))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Strict, A::Error> {
                let mut v = Vec::new();
                while let Some(Strict(x)) = seq.next_element()? {
                    v.push(x);
                }
                Ok(Strict(Value::Array(v)))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Strict, A::Error> {
                let mut m = Map::new();
                while let Some(k) = map.next_key::<String>()? {
                    if m.keys().any(|x: &String| x.eq_ignore_ascii_case(&k)) {
                        return Err(A::Error::custom(format!(
                            "the key '{}' is given twice",
                            crate::names::excerpt(&k)
                        )));
                    }
                    let Strict(x) = map.next_value()?;
                    m.insert(k, x);
                }
                Ok(Strict(Value::Object(m)))
            }
        }
        d.deserialize_any(V)
    }
}

/// Reads an optional named value.
fn named<T: FromStr<Err = Error>>(s: Option<&str>) -> Result<Option<T>> {
    s.map(str::parse).transpose()
}

fn level(l: Option<&LevelSpec>) -> Result<Option<Level>> {
    l.map(|l| match l {
        LevelSpec::Named(n) => n.parse(),
        LevelSpec::Custom(m) => Ok(Level::Custom(*m)),
    })
    .transpose()
}

fn melds(specs: &[MeldSpec]) -> Result<Vec<Meld>> {
    specs.iter().map(|m| Meld::from_tiles(&notation::parse(&m.tiles)?, m.concealed)).collect()
}

impl Request {
    /// The win conditions and the players, read and checked for consistency with
    /// each other (D9: the winner's own `players` entry must agree).
    fn choices(&self) -> Result<(WinContext, BySeat<Player>)> {
        let seat = named(self.seat.as_deref())?.unwrap_or(Seat::East);
        let win = WinContext {
            win: named(self.win.as_deref())?.unwrap_or(Win::SelfDraw),
            last_tile: self.last_tile,
            blessing: named::<Blessing>(self.blessing.as_deref())?,
            seat,
            discarder: named(self.discarder.as_deref())?,
        };
        let edition = named(self.edition.as_deref())?.unwrap_or(Edition::Standard);
        let me = Player { edition, level: level(self.level.as_ref())?.unwrap_or(Player::new(edition).level) };
        let mut players = BySeat::new(me);
        let mut named_seats = Vec::new();
        for (name, spec) in self.players.iter().flatten() {
            let s: Seat = name.parse()?;
            if named_seats.contains(&s) {
                return Err(Error::new(ErrorCode::BadRequest, format!("players names the {s} seat twice")));
            }
            named_seats.push(s);
            let e = named(spec.edition.as_deref())?.unwrap_or(edition);
            let l = level(spec.level.as_ref())?.unwrap_or(Player::new(e).level);
            if s == seat && (spec.edition.is_some() && e != me.edition || spec.level.is_some() && l != me.level) {
                return Err(Error::new(
                    ErrorCode::ContradictoryWin,
                    format!(
                        "players.{} is the winner and disagrees with the top-level edition or level",
                        crate::names::excerpt(name)
                    ),
                ));
            }
            if s != seat {
                players[s] = Player { edition: e, level: l };
            }
        }
        Ok((win, players))
    }

    /// The request as a game: the hand (R21), then the choices, then the win rules.
    pub fn game(&self) -> Result<Game> {
        let hand = self.hand()?;
        let (win, players) = self.choices()?;
        Game::new(hand, win, players)
    }

    /// The tiles as a winning hand (R21): concealed tiles, winning tile, melds.
    fn hand(&self) -> Result<Hand> {
        let tiles = notation::parse(&self.hand)?;
        let win_tile = match &self.win_tile {
            Some(t) => notation::parse_tile(t)?,
            None => return Err(Error::new(ErrorCode::BadWinTile, "win_tile is required")),
        };
        Hand::new(&tiles, win_tile, melds(&self.melds)?)
    }

    /// The request as a hand being entered: `win_tile` optional, any number of
    /// concealed tiles up to a full hand.
    pub fn draft(&self) -> Result<Draft> {
        let mut tiles = notation::parse(&self.hand)?;
        if let Some(t) = &self.win_tile {
            tiles.push(notation::parse_tile(t)?);
        }
        let melds = melds(&self.melds)?;
        let (win, players) = self.choices()?;
        Ok(Draft { tiles, melds, edition: players[win.seat].edition, win })
    }
}

/// Scores a request: [`Request::game`], then [`settle`], written out.
///
/// ```
/// use fourseas::api::{score, Request};
/// let req = Request { hand: "123456456789m5p".into(), win_tile: Some("5p".into()), ..Default::default() };
/// let r = score(&req).unwrap();
/// assert_eq!((r.total, r.score.to_string()), (55, "55".to_string()));
/// let bad = Request { hand: "123m456m456m789m5".into(), ..Default::default() };
/// assert_eq!(score(&bad).unwrap_err().code().as_str(), "bad_notation");
/// ```
pub fn score(req: &Request) -> Result<Response> {
    let game = req.game()?;
    Ok(Response::from(&settle(&game)?))
}

/// Scores a request; errors become the error answer.
pub fn reply(req: &Request) -> Reply {
    score(req).into()
}

impl From<&Outcome> for Response {
    fn from(o: &Outcome) -> Self {
        let b = &o.evaluation.best;
        let (limit, limit_name, limit_name_zh) = match b.limit {
            Limit::None => (None, None, None),
            Limit::Counted => (Some("counted"), Some("Limit"), Some("满贯")),
            Limit::Pattern(p) => (Some(p.def().id), Some(p.def().name), Some(p.def().name_zh)),
        };
        Response {
            ok: true,
            score: o.score,
            full_score: o.full_score,
            total: b.total,
            limit,
            limit_name,
            limit_name_zh,
            edition: o.winner.edition,
            level: o.winner.level.name(),
            shape: b.decomposition.shape,
            groups: groups_out(b),
            patterns: b
                .counted
                .iter()
                .map(|c| {
                    let d = c.pid.def();
                    PatternOut { id: d.id, name: d.name, name_zh: d.name_zh, points: d.points, groups: c.groups }
                })
                .collect(),
            excluded: b
                .excluded
                .iter()
                .map(|(p, r)| ExcludedOut {
                    id: p.def().id,
                    name: p.def().name,
                    name_zh: p.def().name_zh,
                    reason: r.kind(),
                    by: r.by().map(|b| b.def().id),
                    edition: r.edition(),
                })
                .collect(),
            alternatives: alternatives_out(&o.evaluation),
            minimum: o.minimum,
            can_win: o.can_win,
            may_win: o.may_win,
            payer_scores: o.payer_scores,
            payments: o.payments,
        }
    }
}

fn alternatives_out(ev: &Evaluation) -> Vec<AlternativeOut> {
    ev.alternatives
        .iter()
        .map(|s| AlternativeOut {
            shape: s.decomposition.shape,
            groups: groups_out(s),
            score: s.score,
            total: s.total,
            patterns: s.counted.iter().map(|c| c.pid.def().id).collect(),
        })
        .collect()
}

fn groups_out(s: &Scored) -> Vec<GroupOut> {
    s.decomposition
        .groups
        .iter()
        .map(|g| GroupOut { kind: g.kind, tiles: GroupText::of(g), exposed: g.exposed })
        .collect()
}

/// Whether a choice can be made, and if not, the error making it would give.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Allowed {
    /// Whether it can be chosen.
    pub possible: bool,
    /// Why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorBody>,
}

impl From<&Option<Error>> for Allowed {
    fn from(err: &Option<Error>) -> Self {
        Allowed { possible: err.is_none(), error: err.as_ref().map(|e| ErrorReply::from(e).error) }
    }
}

/// One value of a choice, and whether it can be chosen.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Possible<T> {
    /// The value.
    pub value: T,
    /// Whether it can be chosen.
    pub possible: bool,
    /// Why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorBody>,
}

fn list<T: Copy>(v: &[(T, Option<Error>)]) -> Vec<Possible<T>> {
    v.iter()
        .map(|(value, e)| {
            let Allowed { possible, error } = e.into();
            Possible { value: *value, possible, error }
        })
        .collect()
}

/// What may be added at one tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TileChoices {
    /// The tile in mpsz.
    pub tile: String,
    /// Adding it to the hand.
    pub add: Allowed,
    /// A chow starting at it.
    pub chow: Allowed,
    /// A pung.
    pub pung: Allowed,
    /// An exposed kong.
    pub kong: Allowed,
    /// A concealed kong.
    pub concealed_kong: Allowed,
}

/// The answer of [`conditions`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConditionsResponse {
    /// Always true.
    pub ok: bool,
    /// The tiles make a full hand.
    pub complete: bool,
    /// Each win type.
    pub win: Vec<Possible<Win>>,
    /// Each blessing.
    pub blessing: Vec<Possible<Blessing>>,
    /// Last tile of the wall, or last discard.
    pub last_tile: Allowed,
    /// Each discarder.
    pub discarder: Vec<Possible<Seat>>,
    /// Each seat for the winner.
    pub seat: Vec<Possible<Seat>>,
    /// Each edition for the winner.
    pub edition: Vec<Possible<Edition>>,
    /// Each of the 34 tiles.
    pub tiles: Vec<TileChoices>,
}

impl From<&Conditions> for ConditionsResponse {
    fn from(c: &Conditions) -> Self {
        ConditionsResponse {
            ok: true,
            complete: c.complete,
            win: list(&c.win),
            blessing: list(&c.blessing),
            last_tile: (&c.last_tile).into(),
            discarder: list(&c.discarder),
            seat: list(&c.seat),
            edition: list(&c.edition),
            tiles: c
                .tiles
                .iter()
                .map(|t| TileChoices {
                    tile: t.tile.to_string(),
                    add: (&t.add).into(),
                    chow: (&t.chow).into(),
                    pung: (&t.pung).into(),
                    kong: (&t.kong).into(),
                    concealed_kong: (&t.concealed_kong).into(),
                })
                .collect(),
        }
    }
}

/// Which choices are possible for the request's tiles, which may be a hand still
/// being entered (`win_tile` optional).
pub fn conditions(req: &Request) -> Result<ConditionsResponse> {
    Ok(ConditionsResponse::from(&possible(&req.draft()?)?))
}

/// The edition table, for pages that need it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EditionsResponse {
    /// Always true.
    pub ok: bool,
    /// One row per edition.
    pub editions: &'static [EditionRules],
}

/// The edition table.
pub fn editions() -> EditionsResponse {
    EditionsResponse { ok: true, editions: &EDITIONS }
}

/// One analysis request (the CLI's `analyze` line, the JS `analyze` argument): a
/// score request's hand, melds and players, without the win, plus what is seen.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalyzeRequest {
    /// 13 − 3×melds concealed tiles (waiting) or 14 − 3×melds (about to discard).
    pub hand: String,
    /// Declared melds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    /// The player's seat; default `east`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    /// Who discards for the discard-win figures; default the next seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
    /// The player's edition; default `standard`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// The player's level; default per edition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
    /// Other players' editions and levels (R20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<BTreeMap<String, PlayerSpec>>,
    /// Tiles visible outside the hand, in any notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen: Option<String>,
    /// Draws left for the value model; default 8, at most 136.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws_left: Option<u32>,
}

/// The most draws the value model looks ahead: a whole wall.
const MAX_DRAWS: u32 = 136;

impl AnalyzeRequest {
    /// The request as a position to analyse.
    pub fn position(&self) -> Result<Position> {
        let concealed = notation::parse(&self.hand)?;
        let melds = melds(&self.melds)?;
        let seen = TileCounts::from_tiles(&notation::parse(self.seen.as_deref().unwrap_or(""))?);
        let as_score = Request {
            seat: self.seat.clone(),
            edition: self.edition.clone(),
            level: self.level.clone(),
            players: self.players.clone(),
            ..Default::default()
        };
        let (win, players) = as_score.choices()?;
        let discarder = match &self.discarder {
            Some(d) => d.parse()?,
            None => win.seat.next(),
        };
        let draws_left = self.draws_left.unwrap_or(8);
        if draws_left > MAX_DRAWS {
            return Err(Error::new(ErrorCode::BadValue, format!("draws_left {draws_left} is more than {MAX_DRAWS}")));
        }
        Ok(Position { concealed, melds, seat: win.seat, discarder, players, seen, draws_left })
    }
}

/// What one kind of win on a wait is worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WaitValueOut {
    /// The hand score H.
    pub score: Points,
    /// H before Concealed Discard halving.
    pub full_score: Points,
    /// Whether the win meets the minimum.
    pub can_win: bool,
    /// The ids of the counted patterns.
    pub patterns: Vec<&'static str>,
}

/// A wait.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WaitOut {
    /// The tile in mpsz.
    pub tile: String,
    /// Copies not in the hand, its melds or `seen`.
    pub remaining: u8,
    /// Won by self-draw, or `null` where impossible.
    pub self_draw: Option<WaitValueOut>,
    /// Won on the discarder's discard, or `null` where impossible.
    pub discard: Option<WaitValueOut>,
}

/// A useful tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UsefulOut {
    /// The tile in mpsz.
    pub tile: String,
    /// Copies not in the hand, its melds or `seen`.
    pub remaining: u8,
}

/// The value model's figures.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ValueOut {
    /// The chance of a win within the horizon.
    #[serde(serialize_with = "number")]
    pub win_chance: f64,
    /// The expected hand score.
    #[serde(serialize_with = "number")]
    pub expected_score: f64,
}

/// Whole numbers as integers, so that the CLI writes `0` where JavaScript does
/// (serde_json would write `0.0`); other numbers are written alike by both.
fn number<S: serde::Serializer>(x: &f64, s: S) -> std::result::Result<S::Ok, S::Error> {
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        s.serialize_i64(*x as i64)
    } else {
        s.serialize_f64(*x)
    }
}

/// One discard of a 14-tile hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DiscardOut {
    /// The tile discarded.
    pub tile: String,
    /// Shanten after it.
    pub shanten: i8,
    /// Tiles that then lower the shanten.
    pub useful: Vec<UsefulOut>,
    /// Their remaining copies in all.
    pub useful_count: u32,
    /// The waits, when the rest is waiting.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waits: Option<Vec<WaitOut>>,
    /// The value model's figures; `null` beyond shanten 2.
    pub value: Option<ValueOut>,
}

/// The answer of [`analyze`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnalyzeResponse {
    /// Always true.
    pub ok: bool,
    /// 13-tile hands: 0 = waiting; 14-tile hands: −1 = winning, else the best over one discard.
    pub shanten: i8,
    /// 13-tile hands: shanten per shape the edition allows for the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shapes: Option<BTreeMap<Shape, i8>>,
    /// 13-tile hands: the waits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waits: Option<Vec<WaitOut>>,
    /// 13-tile hands not waiting: the useful tiles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub useful: Option<Vec<UsefulOut>>,
    /// Their remaining copies in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub useful_count: Option<u32>,
    /// 14-tile hands: every discard, best first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discards: Option<Vec<DiscardOut>>,
}

fn wait_value(v: &Option<WaitValue>) -> Option<WaitValueOut> {
    v.as_ref().map(|v| WaitValueOut {
        score: v.score,
        full_score: v.full_score,
        can_win: v.can_win,
        patterns: v.patterns.iter().map(|p| p.def().id).collect(),
    })
}

fn waits_out(w: &Waiting) -> Vec<WaitOut> {
    w.waits
        .iter()
        .map(|x| WaitOut {
            tile: x.tile.to_string(),
            remaining: x.remaining,
            self_draw: wait_value(&x.self_draw),
            discard: wait_value(&x.discard),
        })
        .collect()
}

fn useful_out(w: &Waiting) -> Vec<UsefulOut> {
    w.useful.iter().map(|&(t, remaining)| UsefulOut { tile: t.to_string(), remaining }).collect()
}

impl From<&Analysis> for AnalyzeResponse {
    fn from(a: &Analysis) -> Self {
        match a {
            Analysis::Waiting(w) => {
                let improving = w.shanten > 0;
                AnalyzeResponse {
                    ok: true,
                    shanten: w.shanten,
                    // Inserted one by one: collecting into a map would sort with the standard sort.
                    shapes: Some(w.shapes.iter().fold(BTreeMap::new(), |mut m, &(k, v)| {
                        m.insert(k, v);
                        m
                    })),
                    waits: Some(waits_out(w)),
                    useful: improving.then(|| useful_out(w)),
                    useful_count: improving.then(|| useful_count(w)),
                    discards: None,
                }
            }
            Analysis::Discarding(d) => AnalyzeResponse {
                ok: true,
                shanten: d.shanten,
                shapes: None,
                waits: None,
                useful: None,
                useful_count: None,
                discards: Some(
                    d.discards
                        .iter()
                        .map(|x| DiscardOut {
                            tile: x.tile.to_string(),
                            shanten: x.after.shanten,
                            useful: useful_out(&x.after),
                            useful_count: useful_count(&x.after),
                            waits: (x.after.shanten == 0).then(|| waits_out(&x.after)),
                            value: x
                                .value
                                .map(|v| ValueOut { win_chance: v.win_chance, expected_score: v.expected_score }),
                        })
                        .collect(),
                ),
            },
        }
    }
}

/// Analyses a hand before the win: shanten, waits and their value, useful tiles,
/// discard advice (see [`analyze`](crate::analyze) for the value model).
pub fn analyze(req: &AnalyzeRequest) -> Result<AnalyzeResponse> {
    Ok(AnalyzeResponse::from(&crate::analysis::analyze(&req.position()?)?))
}

/// A session request: the four players and the hands as played.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionRequest {
    /// The four players, each with a name and optionally an edition and a level.
    pub players: Vec<SessionPlayer>,
    /// The hands, in order, each read as a [`SessionHandSpec`] when settling, so
    /// that a hand that does not fit is reported with its index.
    #[serde(default)]
    pub hands: Vec<serde_json::Value>,
}

/// A player at the table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionPlayer {
    /// The player's name, unique at the table.
    pub name: String,
    /// The player's edition; default `standard`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// The player's level; default per edition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
}

/// One hand of a session: who sat where, and one of `request`, `manual` or `draw`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionHandSpec {
    /// The player's name at each seat.
    pub seats: BTreeMap<String, String>,
    /// The hand as played: a score request without edition, level and players,
    /// which come from the players at each seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request: Option<Request>,
    /// A hand scored elsewhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manual: Option<ManualSpec>,
    /// Nobody won.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
}

/// A hand scored elsewhere.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManualSpec {
    /// The winner's seat.
    pub winner: String,
    /// How the tile arrived; default `self_draw`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<String>,
    /// Who discarded, for a discard-style win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
    /// The hand score H, a multiple of 0.5.
    pub score: f64,
}

/// Points per player, written as an object keyed by name in table order.
#[derive(Debug, Clone, PartialEq)]
pub struct ByName(pub Vec<(String, Points)>);

impl Serialize for ByName {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// One hand of the session's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionHandOut {
    /// The winner's name; `null` for a draw.
    pub winner: Option<String>,
    /// The hand score H; `null` for a draw.
    pub score: Option<Points>,
    /// Whether the win met the minimum; a hand that did not pays nothing (D4).
    pub can_win: bool,
    /// Net points per player this hand.
    pub payments: ByName,
    /// Running totals after this hand.
    pub totals: ByName,
}

/// The answer of [`session`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionResponse {
    /// Always true.
    pub ok: bool,
    /// Each hand settled.
    pub hands: Vec<SessionHandOut>,
    /// The final totals; they sum to zero.
    pub totals: ByName,
}

/// A session error, naming the hand at fault when there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionError {
    /// What went wrong.
    pub error: Error,
    /// The index of the hand at fault.
    pub hand: Option<usize>,
}

impl From<Error> for SessionError {
    fn from(error: Error) -> Self {
        SessionError { error, hand: None }
    }
}

/// The error answer of a session: `{"ok": false, "error": {"code", "message", "hand"}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionErrorReply {
    /// Always false.
    pub ok: bool,
    /// What went wrong, and where.
    pub error: SessionErrorBody,
}

/// A coded error and the hand at fault.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionErrorBody {
    /// The stable code.
    pub code: ErrorCode,
    /// The message for people.
    pub message: String,
    /// The index of the hand at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<usize>,
}

/// Either answer of a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum SessionReply {
    /// The settled session.
    Ok(Box<SessionResponse>),
    /// The error answer.
    Err(SessionErrorReply),
}

impl From<std::result::Result<SessionResponse, SessionError>> for SessionReply {
    fn from(r: std::result::Result<SessionResponse, SessionError>) -> Self {
        match r {
            Ok(v) => SessionReply::Ok(Box::new(v)),
            Err(e) => SessionReply::Err(SessionErrorReply {
                ok: false,
                error: SessionErrorBody { code: e.error.code(), message: e.error.message().to_string(), hand: e.hand },
            }),
        }
    }
}

impl From<Error> for SessionReply {
    fn from(e: Error) -> Self {
        Err::<SessionResponse, _>(SessionError::from(e)).into()
    }
}

/// Settles a whole session: every hand paid as `score` pays it (R17–R20, each
/// seat's player's edition and level), manual hands by R17 with the winner's
/// threshold, draws paying nothing, with running totals per player.
pub fn session(req: &SessionRequest) -> std::result::Result<SessionResponse, SessionError> {
    if req.players.len() != 4 {
        return Err(Error::new(
            ErrorCode::BadRequest,
            format!("a session has four players, not {}", req.players.len()),
        )
        .into());
    }
    let mut names: Vec<String> = Vec::new();
    let mut table = [Player::new(Edition::Standard); 4];
    for (i, p) in req.players.iter().enumerate() {
        if p.name.trim().is_empty() || names.iter().any(|n| n == &p.name) {
            return Err(Error::new(
                ErrorCode::BadValue,
                format!("player names must be given and different: '{}'", crate::names::excerpt(&p.name)),
            )
            .into());
        }
        names.push(p.name.clone());
        let edition = named(p.edition.as_deref())?.unwrap_or(Edition::Standard);
        table[i] = Player { edition, level: level(p.level.as_ref())?.unwrap_or(Player::new(edition).level) };
    }
    let mut hands = Vec::with_capacity(req.hands.len());
    for (i, h) in req.hands.iter().enumerate() {
        let hand = SessionHandSpec::from_json(h.clone())
            .map_err(|m| Error::new(ErrorCode::BadRequest, short(&m)))
            .and_then(|h| session_hand(&h, &names, &table))
            .map_err(|error| SessionError { error, hand: Some(i) })?;
        hands.push(hand);
    }
    let settled =
        crate::session::settle_session(&table, &hands).map_err(|(i, error)| SessionError { error, hand: Some(i) })?;
    let by_name = |v: &[Points; 4]| ByName(names.iter().cloned().zip(v.iter().copied()).collect());
    let totals = settled.last().map_or([Points::default(); 4], |s| s.totals);
    Ok(SessionResponse {
        ok: true,
        hands: settled
            .iter()
            .map(|s| SessionHandOut {
                winner: s.winner.map(|i| names[i].clone()),
                score: s.score,
                can_win: s.can_win,
                payments: by_name(&s.payments),
                totals: by_name(&s.totals),
            })
            .collect(),
        totals: by_name(&totals),
    })
}

/// One hand of a session request in engine terms.
fn session_hand(h: &SessionHandSpec, names: &[String], table: &[Player; 4]) -> Result<SessionHand> {
    let mut seats = BySeat::new(usize::MAX);
    for (seat, name) in &h.seats {
        let s: Seat = seat.parse()?;
        let i = names.iter().position(|n| n == name).ok_or_else(|| {
            Error::new(
                ErrorCode::BadValue,
                format!("{s} names '{}', who is not at the table", crate::names::excerpt(name)),
            )
        })?;
        seats[s] = i;
    }
    let mut used: Vec<usize> = seats.iter().map(|(_, &i)| i).collect();
    crate::few::sort_by_key(&mut used, |&i| i);
    if h.seats.len() != 4 || used != [0, 1, 2, 3] {
        return Err(Error::new(
            ErrorCode::BadRequest,
            "seats name each of the four players once, at east, south, west and north",
        ));
    }
    let played = match (&h.request, &h.manual, h.draw) {
        (Some(req), None, false) => {
            if req.edition.is_some() || req.level.is_some() || req.players.is_some() {
                return Err(Error::new(
                    ErrorCode::BadRequest,
                    "a session hand takes its editions and levels from the players, not from edition, level or players",
                ));
            }
            let hand = req.hand()?;
            let (win, _) = req.choices()?;
            Played::Won(Game::new(hand, win, crate::session::seated(table, &seats))?)
        }
        (None, Some(m), false) => {
            let halves = m.score * 2.0;
            if !(halves.is_finite() && halves.fract() == 0.0 && halves.abs() < 1e12) {
                return Err(Error::new(ErrorCode::BadValue, "the hand score is not a whole or half number"));
            }
            Played::Manual(ManualWin {
                winner: m.winner.parse()?,
                win: named(m.win.as_deref())?.unwrap_or(Win::SelfDraw),
                discarder: named(m.discarder.as_deref())?,
                score: Points::halves_of(halves as i64),
            })
        }
        (None, None, true) => Played::Draw,
        _ => return Err(Error::new(ErrorCode::BadRequest, "a hand has one of request, manual or draw")),
    };
    Ok(SessionHand { seats, played })
}
