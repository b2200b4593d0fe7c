//! The table's commands: `play`, `replay` and `arena`. Thin: the rules, the
//! seats and the arena's figures are the library's.

use super::{text_or_error, write_json};
use clap::Args;
use fourseas::api::{self, LevelSpec, PlayRequest, Reply};
use fourseas::arena::{self, Lineup, Role, Settings, Summary};
use fourseas::table::seats::StrategyName;
use fourseas::{Error, ErrorCode, ErrorReason, Level};
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args)]
pub struct PlayArgs {
    /// The first hand's wall (hand i is played on the wall of seed + i); default 0.
    #[arg(long)]
    seed: Option<u64>,
    /// Hands in the game, 1 to 64 (16: each player deals four times); default 1.
    #[arg(long)]
    hands: Option<u32>,
    /// beginner | basic | intermediate | standard
    #[arg(long)]
    edition: Option<String>,
    /// I … V
    #[arg(long)]
    level: Option<String>,
    /// The four players' strategies in table order, e.g. advice,efficiency,efficiency,efficiency.
    #[arg(long, value_delimiter = ',')]
    seats: Option<Vec<String>>,
    /// The four players' names in table order.
    #[arg(long, value_delimiter = ',')]
    names: Option<Vec<String>>,
    /// Play without Concealed Discard.
    #[arg(long)]
    no_concealed_discard: bool,
}

/// Writes the game's log, one event a line.
pub fn play(out: &mut impl Write, a: PlayArgs) -> io::Result<ExitCode> {
    let req = PlayRequest {
        seed: a.seed,
        hands: a.hands,
        edition: a.edition,
        level: a.level.map(LevelSpec::Named),
        seats: a.seats,
        names: a.names,
        concealed_discard: a.no_concealed_discard.then_some(false),
    };
    match api::play(&req) {
        Ok(r) => {
            r.log.iter().try_for_each(|e| write_json(out, e, false))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => text_or_error(out, Err(e)),
    }
}

/// Checks a log (a file, or standard input) and answers one JSON line.
pub fn replay(out: &mut impl Write, file: Option<PathBuf>, pretty: bool) -> io::Result<ExitCode> {
    let mut text = String::new();
    let read = match &file {
        Some(p) => std::fs::File::open(p).and_then(|mut f| f.read_to_string(&mut text)),
        None => io::stdin().read_to_string(&mut text),
    };
    if let Err(e) = read {
        return text_or_error(
            out,
            Err(Error::new(ErrorCode::BadRequest, ErrorReason::File, format!("cannot read the log: {e}"))),
        );
    }
    let r = Reply::from(api::replay(&text));
    write_json(out, &r, pretty)?;
    Ok(if r.is_ok() { ExitCode::SUCCESS } else { ExitCode::from(2) })
}

#[derive(Args)]
pub struct ArenaArgs {
    /// The one seat's strategy (duplicate 1 versus 3).
    #[arg(long)]
    challenger: Option<String>,
    /// The other three seats' strategy.
    #[arg(long)]
    champion: Option<String>,
    /// Four seats as given instead, e.g. efficiency,efficiency,efficiency,efficiency.
    #[arg(long, value_delimiter = ',')]
    seats: Option<Vec<String>>,
    /// How many walls (seeds --seed, --seed + 1, …).
    #[arg(long, default_value_t = 100)]
    walls: u64,
    /// The first wall's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// beginner | basic | intermediate | standard
    #[arg(long, default_value = "standard")]
    edition: String,
    /// I … V; default per edition.
    #[arg(long)]
    level: Option<String>,
    /// Play without Concealed Discard.
    #[arg(long)]
    no_concealed_discard: bool,
    /// Threads.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Write each played hand's log to this folder (wall-SEED-SEAT.jsonl).
    #[arg(long)]
    log: Option<PathBuf>,
    /// Merge summaries written by earlier runs instead of playing.
    #[arg(long, num_args = 1..)]
    merge: Option<Vec<PathBuf>>,
    /// No progress on standard error.
    #[arg(long)]
    quiet: bool,
}

fn settings(a: &ArenaArgs) -> Result<Settings, Error> {
    let edition: fourseas::Edition = a.edition.parse()?;
    let level = match &a.level {
        Some(l) => l.parse()?,
        None => edition.rules().default_level,
    };
    let name = |s: &Option<String>, what: &str| -> Result<StrategyName, Error> {
        s.as_deref()
            .ok_or_else(|| {
                Error::new(ErrorCode::BadRequest, ErrorReason::Missing, format!("--{what} is needed"))
                    .arg("field", what)
            })?
            .parse()
            .map_err(Error::from)
    };
    let lineup = match &a.seats {
        Some(list) => {
            let names: Vec<StrategyName> = list.iter().map(|s| s.parse()).collect::<Result<_, _>>()?;
            let n = names.len();
            Lineup::Seats(names.try_into().map_err(|_| {
                Error::new(
                    ErrorCode::BadValue,
                    ErrorReason::FourPlayers,
                    format!("--seats lists four strategies, not {n}"),
                )
                .arg("n", n)
            })?)
        }
        None => Lineup::Duplicate {
            challenger: name(&a.challenger, "challenger")?,
            champion: name(&a.champion, "champion")?,
        },
    };
    let _: Level = level;
    Ok(Settings { edition, level, concealed_discard: !a.no_concealed_discard, lineup })
}

/// Plays the arena (or merges summaries) and writes the summary.
pub fn arena(out: &mut impl Write, a: ArenaArgs) -> io::Result<ExitCode> {
    if let Some(files) = &a.merge {
        let mut merged: Option<Summary> = None;
        for f in files {
            let text = match std::fs::read_to_string(f) {
                Ok(t) => t,
                Err(e) => {
                    return text_or_error(
                        out,
                        Err(Error::new(ErrorCode::BadRequest, ErrorReason::File, format!("{}: {e}", f.display()))),
                    )
                }
            };
            let s = match Summary::read(&text) {
                Ok(s) => s,
                Err(e) => return text_or_error(out, Err(e)),
            };
            match &mut merged {
                None => merged = Some(s),
                Some(m) => {
                    if let Err(e) = m.merge(&s) {
                        return text_or_error(out, Err(e));
                    }
                }
            }
        }
        return match merged {
            Some(m) => write_json(out, &m, true).map(|_| ExitCode::SUCCESS),
            None => text_or_error(
                out,
                Err(Error::new(ErrorCode::BadRequest, ErrorReason::Missing, "--merge needs files")
                    .arg("field", "merge")),
            ),
        };
    }
    let s = match settings(&a) {
        Ok(s) => s,
        Err(e) => return text_or_error(out, Err(e)),
    };
    if let Some(dir) = &a.log {
        if let Err(e) = std::fs::create_dir_all(dir) {
            return text_or_error(
                out,
                Err(Error::new(ErrorCode::BadRequest, ErrorReason::File, format!("{}: {e}", dir.display()))),
            );
        }
    }
    let began = Instant::now();
    let mut last = Instant::now();
    let mut failed: Option<io::Error> = None;
    let role =
        if matches!(s.lineup, Lineup::Duplicate { .. }) { Role::Challenger } else { Role::Seat(fourseas::Seat::East) };
    let result = arena::run(&s, a.seed, a.walls, a.jobs, |seed, tables, sum| {
        if let Some(dir) = &a.log {
            for (r, t) in tables.iter().enumerate() {
                let name = match s.lineup {
                    Lineup::Duplicate { .. } => format!("wall-{seed}-{}.jsonl", fourseas::Seat::ALL[r]),
                    Lineup::Seats(_) => format!("wall-{seed}.jsonl"),
                };
                if let Err(e) = std::fs::write(dir.join(name), arena::log_lines(t)) {
                    failed.get_or_insert(e);
                }
            }
        }
        if !a.quiet && (last.elapsed().as_secs_f64() >= 2.0 || sum.walls() == a.walls) {
            last = Instant::now();
            let (mean, half) = sum.points_per_hand(role);
            eprintln!(
                "fourseas arena: {}/{} walls, {:.0} s: {} {:+.2} ± {:.2} points per hand",
                sum.walls(),
                a.walls,
                began.elapsed().as_secs_f64(),
                if role == Role::Challenger { "challenger" } else { "east" },
                mean,
                half
            );
        }
    });
    if let Some(e) = failed {
        return text_or_error(
            out,
            Err(Error::new(ErrorCode::BadRequest, ErrorReason::File, format!("cannot write a log: {e}"))),
        );
    }
    match result {
        Ok(sum) => write_json(out, &sum, true).map(|_| ExitCode::SUCCESS),
        Err(e) => text_or_error(out, Err(e)),
    }
}
