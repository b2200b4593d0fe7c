//! `fourseas`: the engine at the command line. A thin layer: all rules live in the library.

use clap::{Parser, Subcommand};
use fourseas::api::{
    self, AnalyzeRequest, DealRequest, FromJson, HandSpec, LevelSpec, MeldSpec, OfferSpec, Reply, Request, SeatTable,
    TableOption, TableSpec,
};
use fourseas::{Error, ErrorCode, ErrorReason};
use serde::Serialize;
use std::io::{self, Write};
use std::process::ExitCode;

#[path = "fourseas/stream.rs"]
mod stream;
#[path = "fourseas/table.rs"]
mod table;

use stream::lines;

#[derive(Parser)]
#[command(name = "fourseas", version, about = "Four Seas Mahjong calculator")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Score hands. With no --hand, reads JSON requests one per line on stdin and
    /// writes one JSON response per line.
    Score(HandArgs),
    /// Which win types, blessings, last tile, discarders, seats, editions, tiles and
    /// melds are possible for a hand (complete or still being entered). With no
    /// --hand, reads JSON requests one per line.
    Conditions(HandArgs),
    /// Analyse a hand before the win: 13 tiles (waits and their value, shanten,
    /// useful tiles) or 14 tiles (every discard ranked by the value model). With no
    /// --hand, reads JSON requests one per line.
    Analyze(AnalyzeArgs),
    /// Deal a training question from a seed: a winning hand to count (win), a
    /// waiting hand (wait) or a 14-tile hand to discard from (discard), as the
    /// request score or analyze takes. With no --kind, reads JSON requests one
    /// per line.
    Deal(DealArgs),
    /// Settle score sheets: reads one JSON session per line (four players and the
    /// hands as played) and answers each with payments and running totals per player.
    Session,
    /// The rulebook of an edition: JSON lines (one pattern a line, with its
    /// definitions, family and example), or a Markdown or HTML document grouped
    /// as the rule documents group it, with the example hands as tiles.
    Patterns {
        /// beginner | basic | intermediate | standard
        #[arg(long, default_value = "standard")]
        edition: String,
        /// json | md | html
        #[arg(long, default_value = "json")]
        format: String,
        /// With md or html: the one-page cheat sheet (names and points by group).
        #[arg(long)]
        print: bool,
    },
    /// Draw tiles as one self-contained SVG file, as <fourseas-tiles> draws them:
    /// melds in [brackets] with the called tile turned, concealed kongs in
    /// (parentheses) with their ends face down, the winning tile apart.
    Svg {
        /// The tiles, e.g. "123m[555p](1111z)5s".
        #[arg(long)]
        tiles: String,
        /// Tile height: s (24 px) | m (36 px) | l (52 px).
        #[arg(long, default_value = "m")]
        size: String,
    },
    /// Print the edition table as JSON: shapes, payment threshold, default level,
    /// Concealed Discard, Seven Pairs and the linked family.
    Editions,
    /// Print the names the engine reads and writes as JSON: seats, editions, win
    /// types, blessings, levels and shapes.
    Names,
    /// Play a game of the built-in seats (strategies) from a seed and write its
    /// log: one JSON event a line, ending with the game's totals.
    Play(table::PlayArgs),
    /// Check a log (a file, or standard input): every event legal in order, every
    /// win's score and payments the engine's. Answers one JSON line; the first
    /// event at fault is named by its index.
    Replay {
        /// The log; default standard input.
        file: Option<std::path::PathBuf>,
        /// Print the answer as indented JSON.
        #[arg(long)]
        pretty: bool,
    },
    /// Value every legal action of one seat's decision, best first: reads JSON
    /// requests one per line (the hand as `table` takes it, its actions so far,
    /// `seat`, `strategy`: table | advice) and answers each.
    Decide(Pretty),
    /// Drive a hand one action at a time: reads JSON requests one per line (the
    /// seed, settings and actions so far) and answers each with the log, who
    /// acts and what they may do, as the WebAssembly module's `table`.
    Table(Pretty),
    /// A hand of a log as the table stood after each move: reads JSON requests
    /// one per line (`log`, `hand`, `seat`, `advice`), as the module's `frames`.
    Frames(Pretty),
    /// One seat's decisions in a hand next to the advice it had then: reads JSON
    /// requests one per line (the hand as `table` takes it, `seat`, `tolerance`).
    Review(Pretty),
    /// Measure strategies on the same walls: duplicate 1 versus 3 (--challenger,
    /// --champion) or four given seats (--seats); one JSON summary. --merge adds up
    /// summaries of other seed ranges.
    Arena(table::ArenaArgs),
}

/// The one flag of the commands that only read JSON lines.
#[derive(clap::Args)]
struct Pretty {
    /// Print each answer as indented JSON.
    #[arg(long)]
    pretty: bool,
}

/// The flags every hand command shares.
#[derive(clap::Args)]
struct TableArgs {
    /// Concealed tiles, e.g. 123m456p789s1z.
    #[arg(long)]
    hand: Option<String>,
    /// A meld, repeatable: 555p (exposed) or 1111z:c (concealed kong).
    #[arg(long = "meld")]
    melds: Vec<String>,
    /// The player's (winner's) seat: east | south | west | north
    #[arg(long)]
    seat: Option<String>,
    /// Who discarded (for analyze: who discards for the discard-win figures).
    #[arg(long)]
    discarder: Option<String>,
    /// beginner | basic | intermediate | standard
    #[arg(long)]
    edition: Option<String>,
    /// I … V
    #[arg(long)]
    level: Option<String>,
    /// Print the response as indented JSON.
    #[arg(long)]
    pretty: bool,
}

#[derive(clap::Args)]
struct HandArgs {
    #[command(flatten)]
    table: TableArgs,
    /// The winning tile.
    #[arg(long)]
    win_tile: Option<String>,
    /// self_draw | discard | robbing_kong | kong_replacement | concealed_discard
    #[arg(long)]
    win: Option<String>,
    /// Last tile of the wall, or last discard.
    #[arg(long)]
    last_tile: bool,
    /// heaven | earth | man
    #[arg(long)]
    blessing: Option<String>,
}

#[derive(clap::Args)]
struct DealArgs {
    /// win | wait | discard
    #[arg(long)]
    kind: Option<String>,
    /// beginner | basic | intermediate | standard
    #[arg(long)]
    edition: Option<String>,
    /// I … V
    #[arg(long)]
    level: Option<String>,
    /// The seed, 0 to 2^53 − 1; without one a random seed is chosen (and given in the answer).
    // "-1" read as a value (not a flag), so that any bad seed gets the deal's own message.
    #[arg(long, allow_negative_numbers = true)]
    seed: Option<String>,
    /// 1 (easy) to 3 (hard); default 1.
    #[arg(long, allow_negative_numbers = true)]
    difficulty: Option<u32>,
    /// Print the response as indented JSON.
    #[arg(long)]
    pretty: bool,
}

#[derive(clap::Args)]
struct AnalyzeArgs {
    #[command(flatten)]
    table: TableArgs,
    /// Tiles seen outside the hand: discards, other players' melds.
    #[arg(long)]
    seen: Option<String>,
    /// Rounds left, for the value model (default 8).
    // A negative number is read as a value, so it gets the coded bad_value.
    #[arg(long, allow_negative_numbers = true)]
    draws_left: Option<u32>,
    /// Hand changes the player may make within the horizon: 0 | 1 (default 1).
    #[arg(long, allow_negative_numbers = true)]
    hand_changes: Option<u32>,
    /// The self-draw-only game: no wins on the others' discards.
    #[arg(long)]
    no_discard_wins: bool,
    /// A discard offered to a 13-tile hand, TILE:SEAT (e.g. 5p:north), for call advice.
    #[arg(long)]
    offered: Option<String>,
    /// The table model: tiles left in the wall (with `--other`, what each other seat shows).
    #[arg(long, allow_negative_numbers = true)]
    wall: Option<u32>,
    /// Another seat at the table: SEAT:DISCARDS[:MELD,MELD…] (e.g. south:19m5z:555p,123s;
    /// a concealed kong as 5555p:c); repeatable. Needs --wall.
    #[arg(long, requires = "wall")]
    other: Vec<String>,
    /// With --wall: the player has made its Concealed Discard.
    #[arg(long, requires = "wall")]
    buried: bool,
}

fn meld_specs(melds: &[String]) -> Vec<MeldSpec> {
    melds
        .iter()
        .map(|m| match m.strip_suffix(":c") {
            Some(t) => MeldSpec { tiles: t.to_string(), concealed: true },
            None => MeldSpec { tiles: m.clone(), concealed: false },
        })
        .collect()
}

impl TableArgs {
    fn hand(&self) -> HandSpec {
        HandSpec {
            tiles: self.hand.clone().unwrap_or_default(),
            melds: meld_specs(&self.melds),
            seat: self.seat.clone(),
            discarder: self.discarder.clone(),
            edition: self.edition.clone(),
            level: self.level.clone().map(LevelSpec::Named),
            players: None,
        }
    }
}

impl AnalyzeArgs {
    fn request(&self) -> AnalyzeRequest {
        AnalyzeRequest {
            hand: self.table.hand(),
            seen: self.seen.clone(),
            draws_left: self.draws_left,
            tail_discards: None,
            hand_changes: self.hand_changes,
            discard_wins: self.no_discard_wins.then_some(false),
            // "5p:north"; without a seat the engine says which one is missing.
            offered: self.offered.as_ref().map(|o| {
                let (tile, from) = o.split_once(':').unwrap_or((o, ""));
                OfferSpec { tile: tile.to_string(), from: from.to_string() }
            }),
            table: self.wall.map(|wall| {
                let seats = self.other.iter().map(|o| {
                    let mut parts = o.splitn(3, ':');
                    let seat = parts.next().unwrap_or_default().to_string();
                    let discards = parts.next().filter(|d| !d.is_empty()).map(str::to_string);
                    // The rest after the second colon: "5555p:c,123s" keeps a concealed kong's ":c".
                    let melds: Vec<String> =
                        parts.next().map(|m| m.split(',').map(str::to_string).collect()).unwrap_or_default();
                    (seat, SeatTable { melds: meld_specs(&melds), discards, concealed: None })
                });
                TableOption::On(TableSpec { wall, seats: Some(seats.collect()), buried: self.buried })
            }),
        }
    }
}

impl HandArgs {
    fn request(&self) -> Request {
        Request {
            hand: self.table.hand(),
            win_tile: self.win_tile.clone(),
            win: self.win.clone(),
            last_tile: self.last_tile,
            blessing: self.blessing.clone(),
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let out = &mut io::stdout().lock();
    let done = match cli.command {
        Command::Score(a) => answer(out, a.request(), a.table.hand.is_some(), a.table.pretty, api::score),
        Command::Conditions(a) => answer(out, a.request(), a.table.hand.is_some(), a.table.pretty, api::conditions),
        Command::Analyze(a) => answer(out, a.request(), a.table.hand.is_some(), a.table.pretty, api::analyze),
        Command::Deal(a) => match a.seed.as_deref().map(api::seed_argument).transpose() {
            Ok(seed) => {
                let req = DealRequest {
                    kind: a.kind.clone().unwrap_or_default(),
                    edition: a.edition,
                    level: a.level.map(LevelSpec::Named),
                    seed,
                    difficulty: a.difficulty,
                };
                answer(out, req, a.kind.is_some(), a.pretty, |r| api::deal(r, entropy))
            }
            Err(e) => write_json(out, &Reply::<api::DealResponse>::error(&e), a.pretty).map(|_| ExitCode::from(2)),
        },
        Command::Session => answer(out, api::SessionRequest::default(), false, false, api::session),
        Command::Patterns { edition, format, print } => rulebook(out, &edition, &format, print),
        Command::Svg { tiles, size } => {
            text_or_error(out, size.parse().map_err(Error::from).and_then(|size| fourseas::svg(&tiles, size)))
        }
        Command::Play(a) => table::play(out, a),
        Command::Replay { file, pretty } => table::replay(out, file, pretty),
        Command::Arena(a) => table::arena(out, a),
        Command::Decide(p) => lines(out, &serde_json::Map::new(), p.pretty, api::decide),
        Command::Table(p) => lines(out, &serde_json::Map::new(), p.pretty, api::table),
        Command::Frames(p) => lines(out, &serde_json::Map::new(), p.pretty, api::frames),
        Command::Review(p) => lines(out, &serde_json::Map::new(), p.pretty, api::review),
        Command::Names => write_json(out, &Reply::from(Ok::<_, Error>(api::names())), true).map(|_| ExitCode::SUCCESS),
        Command::Editions => {
            write_json(out, &Reply::from(Ok::<_, Error>(api::editions())), true).map(|_| ExitCode::SUCCESS)
        }
    };
    // A closed or full stdout is reported, never a panic.
    done.unwrap_or_else(|e| {
        eprintln!("fourseas: cannot write the answer: {e}");
        ExitCode::FAILURE
    })
}

/// A seed for a deal asked without one: the clock and the process, mixed.
fn entropy() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut z = nanos ^ u64::from(std::process::id()).rotate_left(32);
    z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    z ^ (z >> 33)
}

/// The rulebook as JSON lines, one pattern a line, or as a document.
fn rulebook(out: &mut impl Write, edition: &str, format: &str, print: bool) -> io::Result<ExitCode> {
    let format = format.to_ascii_lowercase();
    if format == "json" {
        if print {
            return text_or_error(
                out,
                Err(Error::new(ErrorCode::BadRequest, ErrorReason::FieldConflict, "--print needs --format md or html")
                    .arg("field", "print")
                    .arg("other", "format")),
            );
        }
        return match api::patterns(Some(edition)) {
            Ok(r) => r.patterns.iter().try_for_each(|p| write_json(out, p, false)).map(|_| ExitCode::SUCCESS),
            Err(e) => text_or_error(out, Err(e)),
        };
    }
    let format = format.parse().map_err(|_| {
        let got: String = format.chars().take(20).collect();
        let message = format!("--format is json, md or html, not '{got}'");
        Error::new(ErrorCode::BadValue, ErrorReason::UnknownName, message)
            .arg("field", "format")
            .arg("got", got)
            .arg("accepted", "json, md, html")
    });
    let doc = edition.parse().map_err(Error::from).and_then(|e| fourseas::document(e, format?, print));
    text_or_error(out, doc)
}

/// Help and the version as clap writes them; a command line that cannot be read
/// gets the CLI's coded form on stderr (`fourseas: [bad_value] …`), then clap's
/// usage lines, and exit code 2.
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if !e.use_stderr() {
        e.exit();
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // No command at all: the coded line, then the help.
        eprintln!("fourseas: [bad_request] a command is needed");
        eprint!("{}", e.render());
        return ExitCode::from(2);
    }
    let code = match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => ErrorCode::BadValue,
        _ => ErrorCode::BadRequest,
    };
    let text = e.render().to_string();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    eprintln!("fourseas: [{}] {}", code.as_str(), first.strip_prefix("error: ").unwrap_or(first));
    for line in lines {
        eprintln!("{line}");
    }
    ExitCode::from(2)
}

/// Writes text, or the error as `fourseas: [code] message` on stderr with exit code 2.
fn text_or_error(out: &mut impl Write, text: Result<String, Error>) -> io::Result<ExitCode> {
    match text {
        Ok(t) => {
            out.write_all(t.as_bytes())?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("fourseas: [{}] {e}", e.code().as_str());
            Ok(ExitCode::from(2))
        }
    }
}

fn write_json<T: Serialize>(out: &mut impl Write, v: &T, pretty: bool) -> io::Result<()> {
    let text = api::to_json(v, pretty);
    writeln!(out, "{}", text.map_err(io::Error::other)?)?;
    out.flush()
}

/// With --hand, the request the flags make; otherwise one answer per line of
/// stdin, the flags filling what each line leaves out.
fn answer<R: Serialize + FromJson, T: Serialize, E: Into<api::ErrorBody>>(
    out: &mut impl Write,
    flags: R,
    one: bool,
    pretty: bool,
    contract: impl Fn(&R) -> Result<T, E>,
) -> io::Result<ExitCode> {
    let f = |r: &R| Reply::from(contract(r));
    if one {
        let r = f(&flags);
        write_json(out, &r, pretty)?;
        return Ok(if r.is_ok() { ExitCode::SUCCESS } else { ExitCode::from(2) });
    }
    let mut defaults = match serde_json::to_value(&flags) {
        Ok(serde_json::Value::Object(m)) => m,
        _ => serde_json::Map::new(),
    };
    // What a line must give itself.
    for k in ["hand", "players", "hands"] {
        defaults.remove(k);
    }
    lines(out, &defaults, pretty, contract)
}
