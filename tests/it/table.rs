//! The table as the rulings play it (R23–R29): hand-built walls for each
//! ruling, every illegal action refused with its code and nothing changed,
//! and each hand's log replayed clean.

use fourseas::table::{Action, Event, Setup, Table, Wall};
use fourseas::{notation, Edition, ErrorCode, Level, Player, Seat, Tile, TileCounts};
use serde_json::Value;

fn t(s: &str) -> Tile {
    notation::parse_tile(s).unwrap()
}

/// A wall dealing these hands (East's 14th apart), then the `front` draws in
/// order, the other tiles in index order, and `tail` as the wall's last tiles
/// (a kong's replacement takes the very last first).
pub fn wall(hands: [&str; 4], fourteenth: &str, front: &str, tail: &str) -> Wall {
    let mut tiles: Vec<Tile> = hands.iter().flat_map(|h| notation::parse(h).unwrap()).collect();
    assert_eq!(tiles.len(), 52, "four hands of 13");
    tiles.push(t(fourteenth));
    tiles.extend(notation::parse(front).unwrap());
    let tail = if tail.is_empty() { vec![] } else { notation::parse(tail).unwrap() };
    let mut used = TileCounts::from_tiles(&tiles);
    tail.iter().for_each(|&x| used.add(x, 1));
    for x in Tile::all() {
        for _ in used.get(x)..4 {
            tiles.push(x);
        }
    }
    tiles.extend(tail);
    Wall::from_tiles(&tiles).unwrap()
}

/// A hand at `level` for everyone on a given wall.
pub fn table(w: Wall, level: Level) -> Table {
    let mut setup = Setup::new(7, Edition::Standard);
    setup.players = fourseas::BySeat::new(Player { edition: Edition::Standard, level });
    Table::with_wall(setup, w)
}

/// Plays on: `choose` may pick an action for the seat to act; otherwise a
/// seat discards the tile it drew (or its first tile) and lets offers pass.
/// Stops when the hand is over or `choose` says `Some(None)`… by returning
/// `Err(())` (stop here).
pub fn drive(t: &mut Table, mut choose: impl FnMut(&Table, Seat) -> Result<Option<Action>, ()>) {
    while let Some(seat) = t.to_act() {
        let pick = match choose(t, seat) {
            Ok(p) => p,
            Err(()) => return,
        };
        let action = pick.unwrap_or_else(|| {
            let v = t.view(seat);
            match (v.offered(), v.drawn()) {
                (Some(_), _) => Action::Pass,
                (None, Some(d)) if t.legal().contains(&Action::Discard(d)) => Action::Discard(d),
                _ => *t.legal().iter().find(|a| matches!(a, Action::Discard(_))).unwrap(),
            }
        });
        conserved(t);
        t.apply(seat, action).unwrap_or_else(|e| panic!("{seat} {action:?}: {e}"));
    }
    conserved(t);
}

/// Four of each tile, wherever they are.
pub fn conserved(t: &Table) {
    let c = t.tile_count();
    assert!(Tile::all().all(|x| c.get(x) == 4), "tiles not conserved: {c:?}");
}

/// The hand's log as JSON values, replayed clean.
pub fn replays(t: &Table) -> Vec<Value> {
    let log: Vec<Value> = t.events().iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    let text: String = log.iter().map(|v| v.to_string() + "\n").collect();
    let r = fourseas::api::replay(&text).unwrap_or_else(|e| panic!("replay: {:?}", e.0));
    assert_eq!(r.events, log.len());
    log
}

fn win(t: &Table) -> &fourseas::table::WinEvent {
    t.events().iter().find_map(|e| if let Event::Win(w) = e { Some(&**w) } else { None }).expect("a win")
}

fn ids(t: &Table) -> Vec<&'static str> {
    win(t).score.patterns.iter().map(|p| p.id).collect()
}

/// North waits on 1z or 2z; the wall's last tile is a 1z; East waits on 1z alone.
fn last_tile_wall() -> Wall {
    wall(["123m456m789m999s1z", "111p555p999p56s3m3z", "111s333s777s258m9p", "123m456p789s1122z"], "7z", "", "1z")
}

#[test]
fn r24_last_tile_draw() {
    let mut t = table(last_tile_wall(), Level::I);
    drive(&mut t, |t, seat| {
        Ok((seat == Seat::North && t.wall_left() == 0 && t.view(seat).drawn() == Some(t_("1z"))).then_some(Action::Win))
    });
    let w = win(&t);
    assert_eq!((w.seat, w.request.last_tile), (Seat::North, true));
    assert!(ids(&t).contains(&"H1.1"), "{:?}", ids(&t));
    replays(&t);
}

fn t_(s: &str) -> Tile {
    t(s)
}

#[test]
fn r24_last_discard_is_claimed_only_for_a_win() {
    let mut t = table(last_tile_wall(), Level::I);
    let mut checked = false;
    drive(&mut t, |t, seat| {
        if t.wall_left() == 0 && seat == Seat::East && t.view(seat).offered() == Some((t_("1z"), Seat::North)) {
            // The last discard: a win or nothing, never a pung (D28).
            assert_eq!(t.legal(), [Action::Win, Action::Pass]);
            checked = true;
            return Ok(Some(Action::Win));
        }
        Ok(None)
    });
    assert!(checked);
    let w = win(&t);
    assert_eq!((w.seat, w.from, w.request.last_tile), (Seat::East, Some(Seat::North), true));
    assert!(ids(&t).contains(&"H1.2"), "{:?}", ids(&t));
    replays(&t);
}

#[test]
fn r24_exhaustive_draw_pays_nothing() {
    let mut t = table(last_tile_wall(), Level::I);
    drive(&mut t, |_, _| Ok(None));
    let log = replays(&t);
    assert_eq!(log.last().unwrap()["result"], "draw");
    assert_eq!(t.payments().unwrap(), fourseas::BySeat::new(Default::default()));
    // Every win passed by is in the log as a decline (R29).
    assert!(log.iter().any(|e| e["type"] == "decline" && e["seat"] == "north"));
}

#[test]
fn r26_an_added_kong_is_robbed_by_the_first_seat_it_completes() {
    // South discards 5p, West pungs it, then draws the fourth 5p and adds it;
    // North waits on 5p with 46p and robs it.
    let w = wall(
        ["123m456m789m11z22s", "59p123s456s789s11z", "155p234m234s678s7z", "46p123m456s789s22z"],
        "9m",
        "1s8s3s4s5p",
        "",
    );
    let mut t = table(w, Level::I);
    drive(&mut t, |t, seat| {
        let v = t.view(seat);
        Ok(match seat {
            Seat::South if v.offered().is_none() && t.legal().contains(&Action::Discard(t_("5p"))) => {
                Some(Action::Discard(t_("5p")))
            }
            Seat::West if v.offered() == Some((t_("5p"), Seat::South)) => Some(Action::Pung(t_("5p"))),
            Seat::West if v.drawn() == Some(t_("5p")) => Some(Action::Kong(t_("5p"))),
            Seat::North if v.offered() == Some((t_("5p"), Seat::West)) => Some(Action::Win),
            _ => None,
        })
    });
    let w = win(&t);
    assert_eq!((w.seat, w.from, w.win), (Seat::North, Some(Seat::West), fourseas::Win::RobbingKong));
    assert!(ids(&t).contains(&"H2.1"));
    // The robbed kong is a pung again: four 5p in all.
    conserved(&t);
    replays(&t);
}

/// South and North both wait on 3s; East draws it in the second round.
fn double_wall() -> Wall {
    wall(["19m19p19s1234567z", "123m456m789m12s11z", "258m258p258s1367z", "123p456p789p3s555z"], "4m", "6z7z6z3s", "")
}

#[test]
fn r25_a_double_win_goes_to_the_first_seat_in_turn_order() {
    let mut t = table(double_wall(), Level::I);
    let mut asked = Vec::new();
    drive(&mut t, |t, seat| {
        if t.view(seat).offered().map(|o| o.0) == Some(t_("3s")) {
            asked.push(seat);
            return Ok(Some(Action::Win));
        }
        Ok(None)
    });
    assert_eq!(asked, [Seat::South], "South is asked first and wins; North is not asked");
    assert_eq!((win(&t).seat, win(&t).from), (Seat::South, Some(Seat::East)));
    replays(&t);
}

#[test]
fn r29_a_declined_win_passes_to_the_next_seat_and_is_logged() {
    let mut t = table(double_wall(), Level::I);
    drive(&mut t, |t, seat| {
        Ok(match (seat, t.view(seat).offered().map(|o| o.0)) {
            (Seat::South, Some(x)) if x == t_("3s") => Some(Action::Pass),
            (Seat::North, Some(x)) if x == t_("3s") => Some(Action::Win),
            _ => None,
        })
    });
    let log = replays(&t);
    let decline = log.iter().position(|e| e["type"] == "decline" && e["seat"] == "south").unwrap();
    assert_eq!(log[decline]["tile"], "3s");
    assert_eq!(win(&t).seat, Seat::North);
}

#[test]
fn r29_a_win_answered_with_a_call_is_declined_in_the_log_whether_the_call_stands_or_not() {
    // South may win on East's 3s or chow it (123s); North may win on it too.
    for north in [Action::Win, Action::Pass] {
        let mut t = table(double_wall(), Level::I);
        drive(&mut t, |t, seat| {
            Ok(match (seat, t.view(seat).offered().map(|o| o.0)) {
                (Seat::South, Some(x)) if x == t_("3s") => Some(Action::Chow(t_("1s"))),
                (Seat::North, Some(x)) if x == t_("3s") => Some(north),
                (Seat::South, None) if t.melds(Seat::South).len() == 1 && t.view(seat).drawn().is_none() => {
                    Some(Action::Discard(t_("1z")))
                }
                _ => None,
            })
        });
        // Without South's decline a replay could not tell its outranked chow from a pass.
        let log = replays(&t);
        let kinds: Vec<(&str, &str)> = log
            .iter()
            .skip_while(|e| !(e["type"] == "discard" && e["tile"] == "3s"))
            .skip(1)
            .take(3)
            .map(|e| (e["type"].as_str().unwrap(), e["seat"].as_str().unwrap_or("")))
            .collect();
        if north == Action::Win {
            assert_eq!(kinds[..2], [("decline", "south"), ("win", "north")]);
        } else {
            assert_eq!(kinds, [("decline", "south"), ("decline", "north"), ("call", "south")]);
        }
    }
}

/// Plays until East has discarded the 3s of [`double_wall`].
fn to_the_3s(t: &mut Table) {
    drive(t, |t, _| match t.events().last() {
        Some(Event::Discard { seat: Seat::East, tile, .. }) if *tile == t_("3s") => Err(()),
        _ => Ok(None),
    });
}

#[test]
fn r16_a_win_below_the_minimum_is_refused_and_changes_nothing() {
    // South's and North's wins on the 3s score 50: at a minimum of 60 neither
    // may win, so South is offered only its chow (R29).
    let mut t = table(double_wall(), Level::Custom(fourseas::Minimum { self_draw: 60, discard: 60 }));
    to_the_3s(&mut t);
    assert_eq!(t.to_act(), Some(Seat::South));
    assert_eq!(t.legal(), [Action::Chow(t_("1s")), Action::Pass]);
    let before = t.clone();
    let e = t.apply(Seat::South, Action::Win).unwrap_err();
    assert_eq!(e.code(), ErrorCode::BelowMinimum, "{e}");
    assert!(e.message().contains("below its discard minimum of 60"), "{e}");
    assert_eq!(t, before);
}

/// Every illegal action gets its code and leaves the table as it was.
#[test]
fn illegal_actions_are_coded_and_change_nothing() {
    let mut t = table(double_wall(), Level::I);
    let refuse = |t: &mut Table, seat, a, code| {
        let before = t.clone();
        let e = t.apply(seat, a).unwrap_err();
        assert_eq!(e.code(), code, "{seat} {a:?}: {e}");
        assert_eq!(*t, before);
    };
    // East to discard: South out of turn, East without the tile, a claim with nothing offered.
    refuse(&mut t, Seat::South, Action::Discard(t_("1m")), ErrorCode::OutOfTurn);
    refuse(&mut t, Seat::East, Action::Discard(t_("5m")), ErrorCode::TileNotHeld);
    refuse(&mut t, Seat::East, Action::Pung(t_("1m")), ErrorCode::IllegalAction);
    refuse(&mut t, Seat::East, Action::Win, ErrorCode::NotWinning);
    // East buries the 4m: nobody may claim it, and East may not bury again.
    t.apply(Seat::East, Action::Conceal(t_("4m"))).unwrap();
    refuse(&mut t, Seat::West, Action::Pung(t_("4m")), ErrorCode::IllegalAction);
    assert!(t.apply(Seat::South, Action::Chow(t_("2m"))).unwrap_err().message().contains("concealed discard"));
    drive(&mut t, |t, seat| if seat == Seat::East && t.view(seat).offered().is_none() { Err(()) } else { Ok(None) });
    let held = t.concealed(Seat::East).kinds().next().unwrap();
    refuse(&mut t, Seat::East, Action::Conceal(held), ErrorCode::ConcealedDiscardUsed);
    // A chow from the wrong seat: East discards the 3s, North (not the next seat) may not chow it.
    to_the_3s(&mut t);
    refuse(&mut t, Seat::North, Action::Chow(t_("1s")), ErrorCode::OutOfTurn);
    assert_eq!(t.to_act(), Some(Seat::South));
    t.apply(Seat::South, Action::Pass).unwrap();
    refuse(&mut t, Seat::North, Action::Chow(t_("1s")), ErrorCode::IllegalAction);
    // Once the hand is over, nobody acts.
    t.apply(Seat::North, Action::Win).unwrap();
    refuse(&mut t, Seat::East, Action::Discard(t_("1m")), ErrorCode::HandOver);
    replays(&t);
}

#[test]
fn r27_a_concealed_discard_is_revealed_at_the_draw_and_won_at_half_score() {
    // West buries its 3s in its first turn; South and North wait on 3s, pass
    // every 3s (none is left) and reach the exhaustive draw.
    let w = wall(["19m19p19s1234567z", "123m456m789m12s11z", "258m258p28s1367z3s", "123p456p789p3s555z"], "4m", "", "");
    let mut t = table(w, Level::I);
    drive(&mut t, |t, seat| {
        let v = t.view(seat);
        if seat == Seat::West && v.offered().is_none() && v.may_bury() {
            return Ok(Some(Action::Conceal(t_("3s"))));
        }
        Ok((v.offered().is_some()
            && t.legal().contains(&Action::Win)
            && t.wall_left() == 0
            && matches!(t.events().last(), Some(Event::Reveal { .. })))
        .then_some(Action::Win))
    });
    let log = replays(&t);
    let reveal = log.iter().position(|e| e["type"] == "reveal").unwrap();
    assert_eq!((log[reveal]["seat"].as_str(), log[reveal]["tile"].as_str()), (Some("west"), Some("3s")));
    let w = win(&t);
    // The first seat after West in turn order that waits on it: North.
    assert_eq!((w.seat, w.from, w.win), (Seat::North, Some(Seat::West), fourseas::Win::ConcealedDiscard));
    assert!(ids(&t).contains(&"H3.1"));
    assert_eq!(w.score.full_score.halves(), 2 * w.score.score.halves());
}

#[test]
fn r28_blessings_as_played() {
    // Heaven: the dealer's 14 dealt tiles win.
    let w = wall(["123m456m789m123p1z", "147m258p369s1234z", "147p258s369m5677z", "147s258m369p1234z"], "1z", "", "");
    let mut t = table(w, Level::I);
    assert!(t.legal().contains(&Action::Win));
    t.apply(Seat::East, Action::Win).unwrap();
    assert_eq!(win(&t).request.blessing.as_deref(), Some("heaven"));
    replays(&t);
    // Earth: South's first draw wins; Man: South's dealt 13 win on East's first discard.
    let dealt = ["19m19p19s1234567z", "123m456m789m12p11z", "258m258p258s1357z", "369m369p369s2466z"];
    let mut t = table(wall(dealt, "5z", "3p", ""), Level::I);
    t.apply(Seat::East, Action::Discard(t_("5z"))).unwrap();
    assert_eq!(t.to_act(), Some(Seat::South));
    t.apply(Seat::South, Action::Win).unwrap();
    assert_eq!(win(&t).request.blessing.as_deref(), Some("earth"));
    replays(&t);
    let mut t = table(wall(dealt, "3p", "", ""), Level::I);
    t.apply(Seat::East, Action::Discard(t_("3p"))).unwrap();
    t.apply(Seat::South, Action::Win).unwrap();
    let w = win(&t);
    assert_eq!((w.request.blessing.as_deref(), w.win), (Some("man"), fourseas::Win::Discard));
    // Paid as a self-draw (R18): every other seat pays 2H.
    let h = w.score.score;
    for s in [Seat::East, Seat::West, Seat::North] {
        assert_eq!(w.score.payments[s], -h.times(2));
    }
    replays(&t);
}

/// The CLI's table commands, as the README shows them.
#[test]
fn cli_play_replay_and_arena() {
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_fourseas");
    let out = Command::new(bin)
        .args(["play", "--seed", "42", "--hands", "2", "--seats", "efficiency,efficiency,efficiency,efficiency"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let log = String::from_utf8(out.stdout).unwrap();
    let last: Value = serde_json::from_str(log.lines().last().unwrap()).unwrap();
    assert_eq!(last["type"], "game_end");
    let dir = std::env::temp_dir().join(format!("fourseas-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.jsonl");
    std::fs::write(&file, &log).unwrap();
    let r = Command::new(bin).args(["replay"]).arg(&file).output().unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stdout));
    let r: Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!((r["ok"].as_bool(), r["hands"].as_u64()), (Some(true), Some(2)));
    assert_eq!(r["standings"], last["standings"]);
    // A log cut short: the event where it stops, coded.
    let cut: String = log.lines().take(30).map(|l| format!("{l}\n")).collect();
    std::fs::write(&file, cut).unwrap();
    let r = Command::new(bin).args(["replay"]).arg(&file).output().unwrap();
    assert_eq!(r.status.code(), Some(2));
    let r: Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!((r["error"]["code"].as_str(), r["error"]["event"].as_u64()), (Some("log_mismatch"), Some(30)));
    // Two seed ranges merged are the run over both.
    let arena = |seed: &str, walls: &str, name: &str| {
        let out = Command::new(bin)
            .args(["arena", "--seats", "efficiency,efficiency,efficiency,efficiency", "--edition", "basic", "--quiet"])
            .args(["--seed", seed, "--walls", walls, "--jobs", "2"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::write(dir.join(name), &out.stdout).unwrap();
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let whole = arena("0", "12", "whole.json");
    arena("0", "5", "a.json");
    arena("5", "7", "b.json");
    let merged =
        Command::new(bin).args(["arena", "--merge"]).arg(dir.join("a.json")).arg(dir.join("b.json")).output().unwrap();
    let merged: Value = serde_json::from_slice(&merged.stdout).unwrap();
    assert_eq!(merged["roles"], whole["roles"]);
    assert_eq!(merged["seeds"], serde_json::json!([[0, 5], [5, 12]]));
    let bad = Command::new(bin).args(["arena", "--challenger", "oracle", "--champion", "efficiency"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).starts_with("fourseas: [bad_value] strategy 'oracle'"));
    std::fs::remove_dir_all(&dir).ok();
}
