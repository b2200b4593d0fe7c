//! The rulebook as data: one row per pattern (id, names, points, category,
//! first edition, what it already includes), in the Standard Level's order.
//! Editions follow R1; categories for no-reuse follow R12.

use crate::level::Level;
use crate::names::named;
use serde::Serialize;
use std::fmt;

named! {
    /// The four editions (R1), in order: each has every pattern of the ones before it.
    pub enum Edition("edition") {
        /// A, 入门.
        Beginner = "beginner",
        /// B, 基础.
        Basic = "basic",
        /// C, 进阶.
        Intermediate = "intermediate",
        /// D, 标准.
        Standard = "standard",
    }
}

named! {
    /// The winning shapes (R2, R4).
    pub enum Shape("shape") {
        /// Four sets and a pair.
        Standard = "standard",
        /// Seven Pairs (four alike count as two pairs, R3).
        SevenPairs = "seven_pairs",
        /// Honors and Knitted Tiles and its higher forms (B.c1–B.c3).
        Knitted = "knitted",
        /// Thirteen Orphans (B.c4).
        ThirteenOrphans = "thirteen_orphans",
        /// Honors and Plaid Tiles (B.c5).
        Plaid = "plaid",
    }
}

/// What an edition's rules say beyond its patterns: one row per edition of
/// [`EDITIONS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EditionRules {
    /// The edition.
    pub edition: Edition,
    /// The letter of the winning-level table (A–D).
    #[cfg_attr(feature = "typescript", ts(type = "\"A\" | \"B\" | \"C\" | \"D\""))]
    pub letter: char,
    /// The Chinese name.
    pub name_zh: &'static str,
    /// The winning shapes it allows (R2).
    pub shapes: &'static [Shape],
    /// Payment threshold F (R17).
    pub payment_threshold: u32,
    /// The winning level played when none is named (R16).
    #[serde(serialize_with = "level_name")]
    pub default_level: Level,
    /// Whether a win on a revealed concealed discard exists (R19, D1).
    pub concealed_discard: bool,
    /// Whether the linked family (C2) applies to Seven Pairs (R5). Editions without
    /// C2 say yes, so that the patterns are reported as not in the edition.
    pub linked_on_seven_pairs: bool,
}

fn level_name<S: serde::Serializer>(l: &Level, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(l.name())
}

/// The edition table, in edition order.
pub static EDITIONS: [EditionRules; 4] = {
    use Shape::*;
    [
        EditionRules {
            edition: Edition::Beginner,
            letter: 'A',
            name_zh: "入门",
            shapes: &[Standard],
            payment_threshold: 50,
            default_level: Level::II,
            concealed_discard: false,
            linked_on_seven_pairs: true,
        },
        EditionRules {
            edition: Edition::Basic,
            letter: 'B',
            name_zh: "基础",
            shapes: &[Standard, SevenPairs],
            payment_threshold: 25,
            default_level: Level::III,
            concealed_discard: false,
            linked_on_seven_pairs: true,
        },
        EditionRules {
            edition: Edition::Intermediate,
            letter: 'C',
            name_zh: "进阶",
            shapes: &[Standard, SevenPairs, Knitted, ThirteenOrphans],
            payment_threshold: 50,
            default_level: Level::IV,
            concealed_discard: false,
            // `intermediate-explained.txt` §1.3.
            linked_on_seven_pairs: false,
        },
        EditionRules {
            edition: Edition::Standard,
            letter: 'D',
            name_zh: "标准",
            shapes: &[Standard, SevenPairs, Knitted, ThirteenOrphans, Plaid],
            payment_threshold: 50,
            default_level: Level::IV,
            concealed_discard: true,
            // The Standard Level's second C2.1 example.
            linked_on_seven_pairs: true,
        },
    ]
};

impl Edition {
    /// The edition's row of [`EDITIONS`].
    pub fn rules(self) -> &'static EditionRules {
        &EDITIONS[self as usize]
    }

    /// Whether a pattern belongs to this edition (R1).
    pub fn has(self, p: PatternId) -> bool {
        p.def().edition <= self
    }

    /// Whether the edition allows the shape (R2).
    pub fn allows(self, shape: Shape) -> bool {
        self.rules().shapes.contains(&shape)
    }
}

named! {
    /// No-reuse categories (R12). Each group is used at most once per category.
    pub enum Category("category") {
        /// Suit patterns.
        A = "A",
        /// All Sequences, All Triplets.
        Ba = "B.a",
        /// Seven Pairs and its higher forms.
        Bb = "B.b",
        /// The special shapes.
        Bc = "B.c",
        /// Terminals.
        C1 = "C1",
        /// Linked, odd/even and consecutive together (`intermediate-explained.txt` §2).
        C234 = "C2-C4",
        /// Quads.
        D = "D",
        /// Dragons.
        E1 = "E1",
        /// Winds.
        E2 = "E2",
        /// Identical sequences.
        F1 = "F1",
        /// Shifted sequences.
        F2 = "F2",
        /// Straights and half straights.
        F3 = "F3",
        /// Consecutive triplets.
        F4 = "F4",
        /// Tile Hog.
        F5 = "F5",
        /// Chows with triplets.
        F6 = "F6",
        /// Similar sets.
        G1 = "G1",
        /// Assorted sets.
        G2 = "G2",
        /// Last tile and blessings.
        H1 = "H1",
        /// Kong chances.
        H2 = "H2",
        /// Hidden Path Revealed.
        H3 = "H3",
    }
}

impl Category {
    /// How many categories.
    pub const COUNT: usize = Category::ALL.len();
}

/// One row of the rulebook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Pattern {
    /// Its handle.
    #[serde(skip)]
    pub pid: PatternId,
    /// The Standard Level's id, e.g. `F3.b3`.
    pub id: &'static str,
    /// The English name.
    pub name: &'static str,
    /// The Chinese name.
    pub name_zh: &'static str,
    /// Points.
    pub points: u32,
    /// Its no-reuse category (R12).
    pub category: Category,
    /// The first edition that has it.
    pub edition: Edition,
    /// Patterns it "already includes" (not counted beside it).
    #[serde(serialize_with = "ids")]
    pub includes: &'static [PatternId],
    /// Counted, it exempts the hand from the minimum (R16).
    pub waives_minimum: bool,
    /// Counted, it makes a discard win pay as a self-draw (R18: Blessing of Man; D11).
    pub paid_as_self_draw: bool,
}

/// Rule flags of a rulebook row.
mod flag {
    pub const NONE: u8 = 0;
    /// R16: the chance patterns that waive the minimum.
    pub const WAIVE: u8 = 1;
    /// R18: paid as a self-draw.
    pub const SELF: u8 = 2;
}

fn ids<S: serde::Serializer>(v: &&'static [PatternId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|p| p.def().id))
}

impl Pattern {
    /// A limit pattern scores more than the 200 line on its own (R15).
    pub const fn is_limit(&self) -> bool {
        self.points > LIMIT
    }
}

/// The limit line, the same in every edition (R15).
pub const LIMIT: u32 = 200;

macro_rules! rulebook {
    ($($pid:ident $id:literal $en:literal $zh:literal $pts:literal $cat:ident $ed:ident [$($inc:ident)*] $flags:ident;)*) => {
        /// A pattern, as a one-byte handle into [`RULEBOOK`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        #[allow(missing_docs)] // the ids say it: `F3b3` is F3.b3
        pub enum PatternId { $($pid),* }

        /// Every pattern of the Standard Level plus Hidden Path Revealed (H3.1), in id order.
        pub static RULEBOOK: &[Pattern] = &[
            $(Pattern {
                pid: PatternId::$pid, id: $id, name: $en, name_zh: $zh, points: $pts,
                category: Category::$cat, edition: Edition::$ed, includes: &[$(PatternId::$inc),*],
                waives_minimum: flag::$flags & flag::WAIVE != 0, paid_as_self_draw: flag::$flags & flag::SELF != 0,
            }),*
        ];
    };
}

impl PatternId {
    /// The pattern's row.
    pub fn def(self) -> &'static Pattern {
        &RULEBOOK[self as usize]
    }

    /// Looks a pattern up by its Standard Level id (`"F3.b3"`).
    pub fn from_code(code: &str) -> Option<PatternId> {
        RULEBOOK.iter().find(|p| p.id == code).map(|p| p.pid)
    }
}

impl Serialize for PatternId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.def().id)
    }
}

impl fmt::Display for PatternId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.def().id)
    }
}

/// The patterns of one edition, in rulebook order.
pub fn patterns(edition: Edition) -> impl Iterator<Item = &'static Pattern> {
    RULEBOOK.iter().filter(move |p| p.edition <= edition)
}

rulebook! {
    A1   "A.1"   "All Types"                        "五门齐"   20  A   Intermediate [] NONE;
    A2   "A.2"   "Mixed One-Suit"                   "混一色"   30  A   Basic        [] NONE;
    A3   "A.3"   "Pure One-Suit"                    "清一色"   60  A   Basic        [] NONE;
    A4   "A.4"   "Melded Nine Gates"                "九莲明灯" 160 A   Standard     [] NONE;
    A5   "A.5"   "All Honors"                       "字一色"   240 A   Standard     [] NONE;
    A6   "A.6"   "Nine Gates"                       "九莲宝灯" 480 A   Standard     [] NONE;
    Ba1  "B.a1"  "All Sequences"                    "平和"     5   Ba  Beginner     [] NONE;
    Ba2  "B.a2"  "All Triplets"                     "对对和"   30  Ba  Basic        [] NONE;
    Bb1  "B.b1"  "Seven Pairs"                      "七对"     60  Bb  Basic        [] NONE;
    Bb2  "B.b2"  "Seven Consecutive Pairs"          "连七对"   320 Bb  Standard     [A3 C42] NONE;
    Bb3  "B.b3"  "Seven Honor Pairs"                "大七星"   480 Bb  Standard     [A5 E14 E23 E24] NONE;
    Bb4  "B.b4"  "Seven Pairs with One Quad"        "杠七对"   80  Bb  Standard     [] NONE;
    Bb5  "B.b5"  "Seven Pairs with Two Quads"       "双杠七对" 160 Bb  Standard     [] NONE;
    Bb6  "B.b6"  "Seven Pairs with Three Quads"     "三杠七对" 320 Bb  Standard     [] NONE;
    Bc1  "B.c1"  "Honors and Knitted Tiles"         "全不靠"   30  Bc  Intermediate [] NONE;
    Bc2  "B.c2"  "Seven Honors and Knitted Tiles"   "七星不靠" 40  Bc  Intermediate [] NONE;
    Bc3  "B.c3"  "Five Honors and Knitted Straight" "组龙不靠" 60  Bc  Intermediate [] NONE;
    Bc4  "B.c4"  "Thirteen Orphans"                 "十三幺"   160 Bc  Intermediate [] NONE;
    Bc5  "B.c5"  "Honors and Plaid Tiles"           "筋不靠"   30  Bc  Standard     [] NONE;
    C11  "C1.1"  "All Simples"                      "断幺"     5   C1  Beginner     [] NONE;
    C12  "C1.2"  "Mixed Outside Hand"               "混带幺"   30  C1  Basic        [] NONE;
    C13  "C1.3"  "Pure Outside Hand"                "清带幺"   40  C1  Intermediate [] NONE;
    C14  "C1.4"  "All Terminals and Honors"         "混幺九"   80  C1  Intermediate [C31] NONE;
    C15  "C1.5"  "All Terminals"                    "清幺九"   320 C1  Standard     [C33] NONE;
    C21  "C2.1"  "Mixed Linked"                     "混全带"   20  C234 Intermediate [] NONE;
    C22  "C2.2"  "All Linked"                       "清全带"   40  C234 Intermediate [] NONE;
    C23  "C2.3"  "All Symmetric"                    "全称"     80  C234 Intermediate [] NONE;
    C31  "C3.1"  "Mixed Odd"                        "混全单"   20  C234 Standard    [] NONE;
    C32  "C3.2"  "Mixed Even"                       "混全双"   30  C234 Standard    [] NONE;
    C33  "C3.3"  "All Odd"                          "全单"     60  C234 Standard    [] NONE;
    C34  "C3.4"  "All Even"                         "全双"     80  C234 Standard    [C11] NONE;
    C35  "C3.5"  "All Knitted"                      "全筋"     120 C234 Standard    [] NONE;
    C41  "C4.1"  "Mixed Consecutive"                "混全连"   20  C234 Standard    [] NONE;
    C42  "C4.2"  "All Consecutive"                  "全连"     40  C234 Standard    [] NONE;
    D1   "D.1"   "One Quad"                         "一杠"     10  D   Beginner     [] NONE;
    D2   "D.2"   "Two Quads"                        "双杠"     30  D   Intermediate [] NONE;
    D3   "D.3"   "Three Quads"                      "三杠"     120 D   Intermediate [] NONE;
    D4   "D.4"   "Four Quads"                       "四杠"     480 D   Standard     [Ba2] NONE;
    E11  "E1.1"  "Value Honor"                      "番牌"     10  E1  Beginner     [] NONE;
    E12  "E1.2"  "Little Three Dragons"             "小三元"   80  E1  Intermediate [] NONE;
    E13  "E1.3"  "Big Three Dragons"                "大三元"   160 E1  Intermediate [] NONE;
    E14  "E1.4"  "Three-Dragon Pairs"               "三元对"   40  E1  Standard     [] NONE;
    E21  "E2.1"  "Little Three Winds"               "小三风"   30  E2  Intermediate [] NONE;
    E22  "E2.2"  "Big Three Winds"                  "大三风"   80  E2  Intermediate [] NONE;
    E23  "E2.3"  "Three-Wind Pairs"                 "三风对"   20  E2  Standard     [] NONE;
    E24  "E2.4"  "Four-Wind Pairs"                  "四喜对"   80  E2  Standard     [] NONE;
    E25  "E2.5"  "Little Four Winds"                "小四喜"   240 E2  Standard     [] NONE;
    E26  "E2.6"  "Big Four Winds"                   "大四喜"   320 E2  Standard     [Ba2 E11] NONE;
    F11  "F1.1"  "Two Identical Sequences"          "一般高"   10  F1  Beginner     [] NONE;
    F12  "F1.2"  "Two Identical Sequences Twice"    "双般高"   80  F1  Intermediate [Ba1] NONE;
    F13  "F1.3"  "Three Identical Sequences"        "三同顺"   120 F1  Intermediate [] NONE;
    F14  "F1.4"  "Four Identical Sequences"         "四同顺"   480 F1  Standard     [Ba1] NONE;
    F21  "F2.1"  "Two Shifted Sequences"            "一般低"   5   F2  Intermediate [] NONE;
    F22  "F2.2"  "Two Shifted Sequences Twice"      "双般低"   60  F2  Intermediate [Ba1] NONE;
    F23  "F2.3"  "Three Shifted Sequences"          "三步高"   60  F2  Intermediate [] NONE;
    F24  "F2.4"  "Four Shifted Sequences"           "四步高"   160 F2  Intermediate [Ba1 F3b1] NONE;
    F25  "F2.5"  "Silver Ladder"                    "银梯"     240 F2  Standard     [A3 Ba1 F3b1] NONE;
    F3a1 "F3.a1" "Two Terminal Sequences"           "老少副"   5   F3  Intermediate [] NONE;
    F3a2 "F3.a2" "Pure Straight"                    "一条龙"   40  F3  Basic        [] NONE;
    F3a3 "F3.a3" "Chained Straight"                 "连环龙"   120 F3  Intermediate [Ba1] NONE;
    F3a4 "F3.a4" "Pure Terminal Sequences"          "双龙会"   320 F3  Standard     [A3 Ba1 F12] NONE;
    F3b1 "F3.b1" "Half Straight"                    "连六"     5   F3  Beginner     [] NONE;
    F3b2 "F3.b2" "Half Straight Twice"              "双连六"   40  F3  Intermediate [Ba1] NONE;
    F3b3 "F3.b3" "Mirrored Half Straight"           "镜连六"   60  F3  Intermediate [Ba1 G1a1 G1c1] NONE;
    F41  "F4.1"  "Two Consecutive Triplets"         "连刻"     10  F4  Standard     [] NONE;
    F42  "F4.2"  "Little Three Consecutive Triplets" "小三连刻" 30 F4  Standard     [] NONE;
    F43  "F4.3"  "Three Consecutive Triplets"       "三连刻"   80  F4  Standard     [] NONE;
    F44  "F4.4"  "Two Consecutive Triplets Twice"   "双连刻"   120 F4  Standard     [Ba2] NONE;
    F45  "F4.5"  "Four Consecutive Triplets"        "四连刻"   240 F4  Standard     [Ba2] NONE;
    F46  "F4.6"  "Gold Ladder"                      "金梯"     320 F4  Standard     [A3 Ba2 C42] NONE;
    F51  "F5.1"  "Tile Hog"                         "四归一"   10  F5  Standard     [] NONE;
    F52  "F5.2"  "Tile Hog Twice"                   "双四归"   80  F5  Standard     [] NONE;
    F53  "F5.3"  "Tile Hog +"                       "八归"     120 F5  Standard     [] NONE;
    F54  "F5.4"  "Tile Hog ++"                      "十二归"   480 F5  Standard     [F43] NONE;
    F61  "F6.1"  "Consecutive T"                    "连丁"     5   F6  Standard     [] NONE;
    F62  "F6.2"  "Horizontal Cross"                 "双飞燕"   40  F6  Standard     [] NONE;
    F63  "F6.3"  "Consecutive T Twice"              "双连丁"   40  F6  Standard     [] NONE;
    F64  "F6.4"  "Horizontal H"                     "双边高"   60  F6  Standard     [] NONE;
    F65  "F6.5"  "Four Consecutive T"               "四连丁"   120 F6  Standard     [F3b1 F41] NONE;
    F66  "F6.6"  "Jade Cube"                        "玉琮"     160 F6  Standard     [F11] NONE;
    F67  "F6.7"  "Jade Disc"                        "玉璧"     240 F6  Standard     [F52 F41 F21 F3b1] NONE;
    F68  "F6.8"  "King Straight"                    "王龙"     240 F6  Standard     [A3 C42 F3a1] NONE;
    F69  "F6.9"  "Big China"                        "大中华"   480 F6  Standard     [A3 F11] NONE;
    G1a1 "G1.a1" "Two Similar Sequences"            "喜相逢"   5   G1  Beginner     [] NONE;
    G1a2 "G1.a2" "Three Similar Sequences"          "三色同顺" 30  G1  Basic        [] NONE;
    G1b1 "G1.b1" "Two Similar Triplets"             "双同刻"   10  G1  Standard     [] NONE;
    G1b2 "G1.b2" "Little Three Similar Triplets"    "小三同刻" 30  G1  Standard     [] NONE;
    G1b3 "G1.b3" "Three Similar Triplets"           "三同刻"   80  G1  Standard     [] NONE;
    G1c1 "G1.c1" "Mirrored Sequences"               "镜同"     40  G1  Intermediate [Ba1] NONE;
    G1c2 "G1.c2" "Mirrored Sequences and Triplets"  "镜同顺刻" 60  G1  Standard     [] NONE;
    G1c3 "G1.c3" "Mirrored Triplets"                "镜同刻"   120 G1  Standard     [Ba2] NONE;
    G2a1 "G2.a1" "Assorted Straight"                "花龙"     20  G2  Intermediate [] NONE;
    G2b1 "G2.b1" "Assorted Three Consecutive Triplets" "三色连刻" 40 G2 Standard    [] NONE;
    H11  "H1.1"  "Last Tile Draw"                   "海底捞月" 20  H1  Basic        [] WAIVE;
    H12  "H1.2"  "Last Tile Claim"                  "河底摸鱼" 20  H1  Basic        [] WAIVE;
    H13  "H1.3"  "Blessing of Man"                  "人和"     60  H1  Intermediate [] SELF;
    H14  "H1.4"  "Blessing of Earth"                "地和"     120 H1  Intermediate [] NONE;
    H15  "H1.5"  "Blessing of Heaven"               "天和"     160 H1  Intermediate [] NONE;
    H21  "H2.1"  "Robbing a Kong"                   "金鸡夺食" 20  H2  Basic        [] WAIVE;
    H22  "H2.2"  "Win by Kong Replacement"          "岭上开花" 20  H2  Basic        [] WAIVE;
    H31  "H3.1"  "Hidden Path Revealed"             "柳暗花明" 0   H3  Standard     [] NONE;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edition_sizes_follow_r1() {
        // 100 Standard patterns plus the 0-point Hidden Path Revealed.
        let count = |e| patterns(e).filter(|p| p.pid != PatternId::H31).count();
        assert_eq!(count(Edition::Beginner), 7);
        assert_eq!(count(Edition::Basic), 18);
        assert_eq!(count(Edition::Intermediate), 49);
        assert_eq!(count(Edition::Standard), 100);
    }

    #[test]
    fn rows_are_in_handle_order_and_inclusions_cross_categories() {
        for (i, p) in RULEBOOK.iter().enumerate() {
            assert_eq!(p.pid as usize, i);
            assert_eq!(PatternId::from_code(p.id), Some(p.pid));
            for inc in p.includes {
                // "Already includes" always links two categories (R13 step 3).
                assert!(inc.def().category != p.category, "{} includes {}", p.id, inc.def().id);
            }
        }
    }
}
