//! Plays walls with four given seats and prints them as recorded hands (the
//! table model's fitting and held-out hands of a slow lineup):
//! `cargo run --release --example record_hands -- EDITION LEVEL SEATS FIRST WALLS JOBS`
//! (`scripts/record-hands.sh` runs it with the shipped figures).

use fourseas::arena::hands::{record, Recorded};
use fourseas::arena::{Lineup, Settings};
use fourseas::table::seats::StrategyName;
use std::sync::atomic::{AtomicU64, Ordering};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [edition, level, seats, first, walls, jobs] = &a[..] else {
        panic!("usage: record_hands EDITION LEVEL SEATS FIRST WALLS JOBS");
    };
    let names: Vec<StrategyName> = seats.split(',').map(|s| s.parse().expect("a strategy")).collect();
    let settings = Settings {
        edition: edition.parse().expect("an edition"),
        level: level.parse().expect("a level"),
        concealed_discard: true,
        lineup: Lineup::Seats(names.try_into().expect("four seats")),
    };
    let (first, walls): (u64, u64) = (first.parse().expect("a seed"), walls.parse().expect("walls"));
    let next = AtomicU64::new(0);
    let mut hands = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs.parse::<usize>().expect("jobs").max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= walls {
                            break done;
                        }
                        done.push(record(&settings, first + k).expect("the seats play"));
                    }
                })
            })
            .collect();
        for h in handles {
            hands.extend(h.join().expect("a playing thread"));
        }
    });
    hands.sort_by_key(|h| h.0);
    print!("{}", Recorded { settings, hands }.write());
}
