//! Fits the table model for every edition and level and prints `others.json`:
//! `cargo run --release --example fit_others -- WALLS SEED JOBS [EDITION]`
//! (`scripts/fit-others.sh` runs it with the shipped figures). An edition and
//! level with recorded hands (`data/hands/EDITION-LEVEL.fit.hands`) is fitted
//! on them; every other on WALLS walls from SEED of four `efficiency` seats.

use fourseas::arena::fit::{fit, fit_recorded};
use fourseas::arena::hands::Recorded;
use fourseas::{Edition, Level, Models, EDITIONS};

/// The recorded fitting hands of an edition and level, when there are any.
fn recorded(e: Edition, l: Level) -> Option<Recorded> {
    let path = format!("{}/data/hands/{}-{}.fit.hands", env!("CARGO_MANIFEST_DIR"), e.as_str(), l.name());
    let text = std::fs::read_to_string(path).ok()?;
    Some(Recorded::read(&text).expect("recorded hands read"))
}

fn main() {
    // A fourth argument fits one edition only (for trials; the shipped file has all).
    let only: Option<String> = std::env::args().nth(4);
    let args: Vec<u64> =
        std::env::args().skip(1).take(3).map(|a| a.parse().expect("numbers: WALLS SEED JOBS")).collect();
    let (walls, seed, jobs) = match args[..] {
        [w, s, j] => (w, s, j as usize),
        _ => panic!("usage: fit_others WALLS SEED JOBS"),
    };
    let cases: Vec<(Edition, Level)> = EDITIONS
        .iter()
        .flat_map(|e| Level::NAMED.into_iter().map(move |l| (e.edition, l)))
        .filter(|(e, _)| only.as_deref().is_none_or(|o| o == e.as_str()))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut models = vec![None; cases.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&(e, l)) = cases.get(i) else { break };
                        let m = match recorded(e, l) {
                            Some(r) => fit_recorded(&r),
                            None => fit(e, l, seed, walls),
                        };
                        let m = m.expect("arena hands play");
                        eprintln!("fitted {} {}: {:?} samples", e.as_str(), l.name(), m.samples);
                        done.push((i, m));
                    }
                    done
                })
            })
            .collect();
        for h in handles {
            for (i, m) in h.join().expect("a fitting thread") {
                models[i] = Some(m);
            }
        }
    });
    let models = Models { models: models.into_iter().flatten().collect() };
    println!("{}", serde_json::to_string_pretty(&models).expect("models are JSON"));
}
