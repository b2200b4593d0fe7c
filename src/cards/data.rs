//! Every pattern's card, in the rulebook's order: the example hand (self-drawn
//! at East unless it says otherwise), then the definition in English and in
//! Chinese, written for this project from the rule documents and read as the
//! rulings read them (R4, R6–R11, R16, R18, R19).

use super::{Card, Example};
use crate::rulebook::PatternId;
use crate::seat::Seat::*;
use crate::win::{Blessing, Win};

macro_rules! cards {
    ($($pid:ident $hand:literal $({ $($field:ident: $value:expr),* })? $en:literal $zh:literal;)*) => {
        pub(super) static CARDS: &[Card] = &[$(Card {
            pid: PatternId::$pid,
            definition: $en,
            definition_zh: $zh,
            example: Example { $($($field: $value,)*)? ..Example::at_east($hand) },
        }),*];
    };
}

cards! {
    A1 "678m444p567s22266z"
        "The hand holds all five kinds of tile: characters, dots, bamboo, winds and dragons."
        "和牌里万、饼、条三种序数牌和风牌、箭牌五类牌都有。";
    A2 "234456999p66622z"
        "Number tiles of one suit only, together with honors; both kinds must be present."
        "序数牌只有一种花色，另外还有字牌；两类都必须有。";
    A3 "12323466678944s"
        "Every tile is a number tile of one and the same suit, with no honors."
        "全部是同一种花色的序数牌，没有字牌。";
    A4 "23478999s [111s] [567s]"
        "The fourteen tiles, melds included, are 1112345678999 of one suit plus one more of that suit, without being Nine Gates: the hand has melds, or it won on a discard that did not complete 1112345678999."
        "14张牌（含副露）是同一花色的1112345678999再加同花色任一张，且不成九莲宝灯：有副露，或点和时和牌前13张不是1112345678999。";
    A5 "33344466655511z"
        "Nothing but winds and dragons; such a hand is always All Triplets or Seven Pairs as well."
        "只有风牌和箭牌；这样的和牌一定同时是对对和或七对。";
    A6 "11123456789999m"
        "A concealed hand of 1112345678999 in one suit plus one more tile of that suit. Self-drawn, the extra tile need not be the winning one; on a discard, the thirteen tiles before it must be exactly the core."
        "门清，同一花色的1112345678999再加同花色任一张。自摸时多出的那张不必是和牌张；点和时和牌前的13张必须正好是1112345678999。";
    Ba1 "123p345m234567s99m"
        "Four sequences and a pair."
        "4副顺子加1对将牌。";
    Ba2 "333m666p444s333z99m"
        "Four triplets (or quads) and a pair."
        "4副刻子（或杠）加1对将牌。";
    Bb1 "3388m5566p5599s44z"
        "Seven pairs, with no melds exposed; four alike count as two pairs."
        "7个对子，不能有明露的面子；4张相同的牌算2对。";
    Bb2 "22334455667788p"
        "Seven pairs of one suit on seven consecutive numbers."
        "同一花色、序数连续的7个对子。";
    Bb3 "11223344776655z"
        "Seven pairs, one of each wind and each dragon."
        "七对由东南西北中发白各1对组成。";
    Bb4 "5555m1133p7799s33z"
        "Seven Pairs in which two of the pairs are the same tile, all four copies."
        "七对中有2对是同一种牌，即该牌的全部4张。";
    Bb5 "8888s2222z11m3355p"
        "Seven Pairs holding all four copies of two different tiles."
        "七对中包含2种牌各自的全部4张。";
    Bb6 "6666p3333s5555z99m"
        "Seven Pairs holding all four copies of three different tiles."
        "七对中包含3种牌各自的全部4张。";
    Bc1 "17m258s369p124765z"
        "Fourteen different single tiles from one knitted straight (147, 258 and 369, each in its own suit) and the seven honors, with no exposed melds."
        "14张互不相同的单张，取自一组组合龙（147、258、369分属三种花色）和七种字牌，不能有明露的面子。";
    Bc2 "258m17p36s1234765z"
        "All seven honors, one of each, with seven tiles of one knitted straight; no pair."
        "东南西北中发白各1张，加同一组组合龙中的7张；没有将牌。";
    Bc3 "147m258p369s13475z"
        "A complete knitted straight (147, 258 and 369 in three suits) with five different honors; no pair."
        "完整的组合龙（三种花色分别为147、258、369）加5张不同的字牌；没有将牌。";
    Bc4 "19m19p19s1234765z9s"
        "One and nine of every suit and all seven honors, with one of those thirteen tiles paired."
        "三种花色的1和9以及七种字牌各1张，其中一种再多1张作将。";
    Bc5 "258m28p258s123465z"
        "Single tiles of the same rank group (147, 258 or 369) in all three suits, with single honors, fourteen different tiles in all."
        "三种花色都取同一组筋牌（147、258或369）的单张，再加字牌单张，共14张互不相同。";
    C11 "345p222m678s555m44s"
        "No ones, no nines and no honors anywhere in the hand."
        "整手牌中没有1、9和字牌。";
    C12 "123m999p123s222z99m"
        "Every set and the pair holds a terminal (1 or 9) or an honor; the hand has both honors and number tiles."
        "每副面子和将牌都带有幺九牌或字牌；整手牌既有字牌又有序数牌。";
    C13 "789789m111p789s11m"
        "Every set and the pair holds a one or a nine, and there are no honors."
        "每副面子和将牌都带有1或9，没有字牌。";
    C14 "111999m111s66611z"
        "Only ones, nines and honors, with at least one honor and one terminal; always All Triplets or Seven Pairs as well."
        "只有1、9和字牌，至少各有一张字牌和幺九牌；一定同时是对对和或七对。";
    C15 "999m111999p999s11m"
        "Only ones and nines; always All Triplets or Seven Pairs as well."
        "只有1和9；一定同时是对对和或七对。";
    C21 "123m234234p666z22s"
        "One number appears in every number set and pair, the other groups being honors; at least two number groups and one honor group."
        "某个序数出现在每副序数面子和将牌中，其余面子由字牌组成；至少2组序数牌和1组字牌。";
    C22 "234m345p345456s44m"
        "One number appears in every set and in the pair."
        "某个序数出现在每副面子和将牌中。";
    C23 "678678m678p777s77p"
        "One number appears in every set and the pair, and it is the middle tile of every sequence."
        "某个序数出现在每副面子和将牌中，并且是每副顺子的中间张。";
    C31 "333555p999s22233z"
        "Every number tile is odd (1, 3, 5, 7, 9), with honors too; always All Triplets or Seven Pairs as well."
        "序数牌全是单数（1、3、5、7、9），另有字牌；一定同时是对对和或七对。";
    C32 "222s444666p44433z"
        "Every number tile is even (2, 4, 6, 8), with honors too; always All Triplets or Seven Pairs as well."
        "序数牌全是双数（2、4、6、8），另有字牌；一定同时是对对和或七对。";
    C33 "777999s111333p55m"
        "Only odd number tiles and no honors; always All Triplets or Seven Pairs as well."
        "只有单数序数牌，没有字牌；一定同时是对对和或七对。";
    C34 "888m444p222444s66p"
        "Only even number tiles and no honors; always All Triplets or Seven Pairs as well."
        "只有双数序数牌，没有字牌；一定同时是对对和或七对。";
    C35 "444777p111s111m44s"
        "Every tile belongs to one rank group, 147, 258 or 369, in any suits, with no honors."
        "所有牌都属于同一组筋牌（147、258或369），花色不限，没有字牌。";
    C41 "123s456m77p333777z"
        "The number groups' ranks follow on with no gap and no overlap, and the other groups are honors; at least two number groups and one honor group."
        "序数牌各组的序数首尾相接、不重叠不间断，其余面子由字牌组成；至少2组序数牌和1组字牌。";
    C42 "123m44555s678p999s"
        "The ranks of all sets and the pair follow on from one to the next with no gap and no overlap, in any suits."
        "所有面子和将牌的序数依次相接，不重叠不间断，花色不限。";
    D1 "123m345567s99m [7777p]"
        "One quad (kong), exposed or concealed."
        "1个杠，明杠暗杠均可。";
    D2 "123m456p99m [2222s] (6666z)"
        "Two quads."
        "2个杠。";
    D3 "123p55s (9999m) [3333s] [6666p]"
        "Three quads."
        "3个杠。";
    D4 "22m [1111s] [4444m] [5555p] [3333z]"
        "Four quads and a pair."
        "4个杠加1对将牌。";
    E11 "555z234m567p34599s"
        "A triplet of a dragon or of the player's own seat wind; each such triplet counts once."
        "箭牌或本家门风的刻子；每副这样的刻子计一次。";
    E12 "77766655z123m456p"
        "Triplets of two dragons and a pair of the third."
        "两种箭牌的刻子加第三种箭牌的将牌。";
    E13 "777666555z234m99p"
        "Triplets of all three dragons."
        "三种箭牌各一副刻子。";
    E14 "776655z11m44p7799s"
        "Seven Pairs with a pair of each dragon."
        "七对中有中、发、白各1对。";
    E21 "11122233z123m456p"
        "Triplets of two winds and a pair of a third wind."
        "两种风牌的刻子加第三种风牌的将牌。";
    E22 "222333444z234m99p"
        "Triplets of three different winds."
        "三种不同风牌的刻子。";
    E23 "112233z11m44p7799s"
        "Seven Pairs with pairs of three different winds."
        "七对中有三种不同风牌的对子。";
    E24 "11223344z11m44p77s"
        "Seven Pairs with a pair of each of the four winds."
        "七对中东南西北各1对。";
    E25 "11133344422z234m"
        "Triplets of three winds and a pair of the fourth."
        "三种风牌的刻子加第四种风牌的将牌。";
    E26 "111222333444z55m"
        "Triplets of all four winds."
        "四种风牌各一副刻子。";
    F11 "345345s123m678p11z"
        "Two identical sequences in the same suit."
        "同一花色的2副相同顺子。";
    F12 "123123p567567m99s"
        "Two Identical Sequences twice, four sequences in all; the two suits are free."
        "两组一般高，共4副顺子；两组的花色不限。";
    F13 "456456456p123m99s"
        "Three identical sequences in the same suit."
        "同一花色的3副相同顺子。";
    F14 "11p [567m] [567m] [567m] [567m]"
        "Four identical sequences in the same suit."
        "同一花色的4副相同顺子。";
    F21 "345456s123m789p11z"
        "Two sequences in one suit, the second starting one number higher than the first."
        "同一花色的2副顺子，后一副比前一副高一位。";
    F22 "123234p567678m99s"
        "Two Shifted Sequences twice, four sequences in all."
        "两组一般低，共4副顺子。";
    F23 "345456567s123m99p"
        "Three sequences in one suit, each starting one number higher than the one before."
        "同一花色的3副顺子，依次递增一位。";
    F24 "345456567678p11m"
        "Four sequences in one suit, each starting one number higher than the one before."
        "同一花色的4副顺子，依次递增一位。";
    F25 "12323434545677s"
        "Four Shifted Sequences with a pair of the same suit just below the lowest tile or just above the highest."
        "四步高，加上一对同花色、紧接最低张之下或最高张之上的将牌。";
    F3a1 "123789s345m678p11z"
        "The sequences 123 and 789 of one suit."
        "同一花色的123和789两副顺子。";
    F3a2 "123456789m234p11z"
        "The sequences 123, 456 and 789 of one suit."
        "同一花色的123、456、789三副顺子。";
    F3a3 "123345567789s11m"
        "The sequences 123, 345, 567 and 789 of one suit."
        "同一花色的123、345、567、789四副顺子。";
    F3a4 "12312355789789p"
        "Two 123 and two 789 sequences of one suit, with a pair of fives of that suit."
        "同一花色的2副123和2副789，再以同花色的5作将。";
    F3b1 "456789m123p345s11z"
        "Two sequences of one suit that together run six consecutive numbers."
        "同一花色的2副顺子，合起来是6张相连的序数牌。";
    F3b2 "345678p234567s99m"
        "Half Straight twice, four sequences in all."
        "两组连六，共4副顺子。";
    F3b3 "234567p234567m99s"
        "The same Half Straight in two different suits."
        "两种花色中序数相同的两组连六。";
    F41 "555666m123p789s11z"
        "Triplets of two consecutive numbers in one suit."
        "同一花色序数相连的2副刻子。";
    F42 "33344455s123m789p"
        "Two consecutive triplets of one suit, with a pair of the same suit on the number just above or just below them."
        "同一花色序数相连的2副刻子，加紧接其上或其下序数的同花色将牌。";
    F43 "888999m123p11z [777m]"
        "Triplets of three consecutive numbers in one suit."
        "同一花色序数相连的3副刻子。";
    F44 "222333m888999p11z"
        "Two Consecutive Triplets twice, four triplets in all."
        "两组连刻，共4副刻子。";
    F45 "222333444555s11z"
        "Triplets of four consecutive numbers in one suit."
        "同一花色序数相连的4副刻子。";
    F46 "22333444555666m"
        "Four Consecutive Triplets with a pair of the same suit just below the lowest or just above the highest."
        "四连刻，加紧接其下或其上序数的同花色将牌。";
    F51 "567777p123m456s11z"
        "All four copies of one tile in a single sequence and a single triplet."
        "某张牌的全部4张都在1副顺子和1副刻子里。";
    F52 "123111m678777p11z"
        "Tile Hog twice, on two different tiles."
        "两组四归一，分别是两种不同的牌。";
    F53 "456444555s123m11z"
        "All four copies of two different tiles in one sequence and two triplets."
        "两种牌各自的全部4张包含在1副顺子和2副刻子里。";
    F54 "567555666777m99s"
        "All four copies of three different tiles in one sequence and three triplets."
        "三种牌各自的全部4张包含在1副顺子和3副刻子里。";
    F61 "567888s123m456p11z"
        "A sequence and a triplet of one suit on consecutive numbers: the triplet just above the sequence, or just below it."
        "同一花色序数相连的1副顺子和1副刻子：刻子紧接在顺子之上或之下。";
    F62 "345666789m123p11z"
        "In one suit, a sequence, a triplet and a sequence on consecutive numbers, such as 345-666-789."
        "同一花色、序数依次相连的顺子、刻子、顺子，如345-666-789。";
    F63 "345666m111234p99s"
        "Consecutive T twice, four sets in all."
        "两组连丁，共4副面子。";
    F64 "111234555p789m11z"
        "In one suit, a triplet, a sequence and a triplet on consecutive numbers, such as 111-234-555."
        "同一花色、序数依次相连的刻子、顺子、刻子，如111-234-555。";
    F65 "111234555678s11z"
        "Two Consecutive Ts in one suit, the second starting just above the first, such as 111-234-555-678."
        "同一花色的两组连丁，后一组紧接前一组，如111-234-555-678。";
    F66 "555678678999p11z"
        "In one suit, a triplet, two identical sequences just above it, and a triplet just above them, such as 555-678-678-999."
        "同一花色的一副刻子、紧接其上的两副相同顺子、再紧接其上的一副刻子，如555-678-678-999。";
    F67 "123333456444s11z"
        "In one suit, a sequence with a triplet just above it, and a triplet with a sequence just above it, the second pair starting zero to two numbers above the first."
        "同一花色的一组左连丁（顺子加其上的刻子）和一组右连丁（刻子加其上的顺子），右连丁比左连丁高0到2位。";
    F68 "12344455666789s"
        "The whole hand is 12344455666789 or 11123455678999 of one suit."
        "整手牌是同一花色的12344455666789或11123455678999。";
    F69 "33345645677755m"
        "A Jade Cube with a pair of the number in its middle, such as 333-456-456-777 with 55."
        "玉琮加上位于其正中序数的将牌，如333-456-456-777加55。";
    G1a1 "567p567s123789m11z"
        "The same sequence in two different suits."
        "两种花色中序数相同的顺子。";
    G1a2 "678m678p678s123m11z"
        "The same sequence in all three suits."
        "三种花色中序数相同的顺子。";
    G1b1 "666m666s123789p11z"
        "Triplets of the same number in two different suits."
        "两种花色中序数相同的刻子。";
    G1b2 "444m444p44s123m789s"
        "Triplets of the same number in two suits, with a pair of that number in the third suit."
        "两种花色中同序数的刻子，加第三种花色同序数的将牌。";
    G1b3 "777m777p777s123m11z"
        "Triplets of the same number in all three suits."
        "三种花色中同序数的刻子。";
    G1c1 "234789m234789p55s"
        "Two Similar Sequences twice, over the same two suits."
        "两组喜相逢，在同样的两种花色之间。";
    G1c2 "444678s444678p11z"
        "Two Similar Sequences and Two Similar Triplets, over the same two suits."
        "一组喜相逢和一组双同刻，在同样的两种花色之间。";
    G1c3 "555777s555777m11z"
        "Two Similar Triplets twice, over the same two suits."
        "两组双同刻，在同样的两种花色之间。";
    G2a1 "123m456s789345p11z"
        "The sequences 123, 456 and 789, each in a different suit."
        "123、456、789三副顺子，分属三种花色。";
    G2b1 "666s777m888p123m11z"
        "Triplets of three consecutive numbers, each in a different suit."
        "序数依次相连的3副刻子，分属三种花色。";
    H11 "234567m345p67899s" { last_tile: true }
        "Winning by self-draw on the last tile of the wall. Exempt from the minimums."
        "自摸牌墙上最后一张牌和牌。不受起和限制。";
    H12 "123456m456p78922s" { win: Win::Discard, last_tile: true, discarder: Some(South) }
        "Winning on the last discard of the hand. Exempt from the minimums."
        "和本局最后一张打出的牌。不受起和限制。";
    H13 "234m345p456s67899m" { win: Win::Discard, blessing: Some(Blessing::Man), seat: South, discarder: Some(East) }
        "A player other than the dealer, waiting from the deal, wins on a discard before their first draw. Paid as a self-draw."
        "闲家起手13张即听牌，在第一次摸牌前和他家的舍牌。按自摸和付分。";
    H14 "111m234p345s67877p" { blessing: Some(Blessing::Earth), seat: West }
        "A player other than the dealer, waiting from the deal, wins on their first draw."
        "闲家起手13张即听牌，第一张摸牌自摸和。";
    H15 "123m123p123s45688p" { blessing: Some(Blessing::Heaven) }
        "The dealer's fourteen dealt tiles are already a winning hand."
        "庄家起手14张已构成和牌。";
    H21 "234678m34599p67s5s" { win: Win::RobbingKong, discarder: Some(North) }
        "Winning on the tile another player adds to a melded triplet to make a kong; that player pays. Exempt from the minimums."
        "抢他家加杠的那张牌和牌，由加杠者付分。不受起和限制。";
    H22 "123m456p99p78s9s [6666z]" { win: Win::KongReplacement }
        "Winning on the replacement tile drawn after declaring a kong. Exempt from the minimums."
        "开杠后补摸的牌成和。不受起和限制。";
    H31 "234m234p234s56799s" { win: Win::ConcealedDiscard, discarder: Some(West) }
        "Winning on a concealed discard when it is revealed at the end of a drawn hand: worth no points itself, the hand scores half and the player who buried the tile pays."
        "荒庄后埋牌翻开时和这张牌：本身不计分，和牌分减半，由埋牌者付分。";
}
