//! `fourseas`: the engine at the command line. A thin layer: all rules live in the library.

use clap::{Parser, Subcommand};
use fourseas::api::{reply, ErrorReply, MeldSpec, Reply, Request};
use fourseas::{rulebook, Edition, Error, ErrorCode};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

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
    Score(ScoreArgs),
    /// List the rulebook of an edition as JSON lines.
    Patterns {
        #[arg(long, default_value = "standard")]
        edition: String,
    },
}

#[derive(clap::Args)]
struct ScoreArgs {
    /// Concealed tiles before the win, e.g. 123m456p789s1z.
    #[arg(long)]
    hand: Option<String>,
    /// The winning tile.
    #[arg(long)]
    win_tile: Option<String>,
    /// A meld, repeatable: 555p (exposed) or 1111z:c (concealed kong).
    #[arg(long = "meld")]
    melds: Vec<String>,
    /// self_draw | discard | robbing_kong | kong_replacement | concealed_discard
    #[arg(long)]
    win: Option<String>,
    #[arg(long)]
    last_tile: bool,
    /// heaven | earth | man
    #[arg(long)]
    blessing: Option<String>,
    #[arg(long)]
    seat: Option<String>,
    #[arg(long)]
    discarder: Option<String>,
    #[arg(long)]
    edition: Option<String>,
    /// I … V
    #[arg(long)]
    level: Option<String>,
    /// Print the response as indented JSON.
    #[arg(long)]
    pretty: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Score(args) if args.hand.is_some() => score_one(args),
        Command::Score(_) => score_lines(),
        Command::Patterns { edition } => list_patterns(&edition),
    }
}

fn score_one(a: ScoreArgs) -> ExitCode {
    let melds = a
        .melds
        .iter()
        .map(|m| match m.strip_suffix(":c") {
            Some(t) => MeldSpec { tiles: t.to_string(), concealed: true },
            None => MeldSpec { tiles: m.clone(), concealed: false },
        })
        .collect();
    let req = Request {
        hand: a.hand.unwrap_or_default(),
        win_tile: a.win_tile,
        melds,
        win: a.win,
        last_tile: a.last_tile,
        blessing: a.blessing,
        seat: a.seat,
        discarder: a.discarder,
        edition: a.edition,
        level: a.level.map(fourseas::api::LevelSpec::Named),
        players: None,
    };
    let r = reply(&req);
    let text = if a.pretty { serde_json::to_string_pretty(&r) } else { serde_json::to_string(&r) };
    println!("{}", text.unwrap_or_default());
    if matches!(r, Reply::Ok(_)) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

/// One response line per request line, in order; a bad line answers with an error and the stream goes on.
fn score_lines() -> ExitCode {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let r = match serde_json::from_str::<Request>(&line) {
            Ok(req) => reply(&req),
            Err(e) => Reply::Err(ErrorReply::from(&Error::new(ErrorCode::BadRequest, e.to_string()))),
        };
        if writeln!(out, "{}", serde_json::to_string(&r).unwrap_or_default()).and_then(|_| out.flush()).is_err() {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

fn list_patterns(edition: &str) -> ExitCode {
    let Some(e) = Edition::parse(edition) else {
        eprintln!("edition '{edition}' is not one of beginner, basic, intermediate, standard");
        return ExitCode::from(2);
    };
    for p in rulebook::patterns(e) {
        println!("{}", serde_json::to_string(p).unwrap_or_default());
    }
    ExitCode::SUCCESS
}
