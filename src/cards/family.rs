//! The documents' classification: classes (A–H), their categories (F6) and
//! subcategories (F3.b), named in both languages. A pattern's place in it
//! follows from its id, so the table lists each node once.

use serde::Serialize;

/// One node of the classification.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FamilyNode {
    /// Its id: a class (`"F"`), a category (`"F6"`) or a subcategory (`"F3.b"`).
    pub id: &'static str,
    /// The English name.
    pub name: &'static str,
    /// The Chinese name.
    pub name_zh: &'static str,
}

const fn node(id: &'static str, name: &'static str, name_zh: &'static str) -> FamilyNode {
    FamilyNode { id, name, name_zh }
}

/// Every node, classes first within their letter, in the documents' order.
pub static FAMILIES: &[FamilyNode] = &[
    node("A", "Suit", "花色类"),
    node("B", "Shape", "牌型类"),
    node("B.a", "Basic shapes", "基本"),
    node("B.b", "Seven Pairs", "七对"),
    node("B.c", "Knitted and orphans", "不靠"),
    node("C", "Numbers", "序数类"),
    node("C1", "Terminals", "幺九"),
    node("C2", "Linked", "全带"),
    node("C3", "Odd and even", "单双"),
    node("C4", "Consecutive", "连续"),
    node("D", "Quads", "杠刻类"),
    node("E", "Honors", "字牌类"),
    node("E1", "Dragons", "箭牌"),
    node("E2", "Winds", "风牌"),
    node("F", "One suit", "一色类"),
    node("F1", "Identical sequences", "一色同顺"),
    node("F2", "Shifted sequences", "一色步高"),
    node("F3", "Straights", "一色龙顺"),
    node("F3.a", "Symmetric straights", "对称"),
    node("F3.b", "Linked sequences", "连顺"),
    node("F4", "Consecutive triplets", "一色连刻"),
    node("F5", "Tile hogs", "一色同顺刻"),
    node("F6", "Sequences with triplets", "一色连顺刻"),
    node("G", "Three suits", "三色类"),
    node("G1", "Similar sets", "三色同顺刻"),
    node("G1.a", "Similar sequences", "同顺"),
    node("G1.b", "Similar triplets", "同刻"),
    node("G1.c", "Mirrored sets", "镜同"),
    node("G2", "Assorted sets", "三色连顺刻"),
    node("G2.a", "Assorted sequences", "连顺"),
    node("G2.b", "Assorted triplets", "连刻"),
    node("H", "Chance", "偶然类"),
    node("H1", "Turn", "巡数"),
    node("H2", "Kong", "开杠"),
    // Not in the documents' table: Hidden Path Revealed (R19) is this project's
    // listing of the Concealed Discard win, given a node of its own.
    node("H3", "Concealed Discard", "埋牌"),
];

/// The ids of a pattern's classification path, widest first: `"F3.b1"` →
/// `["F", "F3", "F3.b"]`, `"B.a1"` → `["B", "B.a"]`, `"D.1"` → `["D"]`.
pub fn path_ids(pattern_id: &str) -> Vec<String> {
    let (head, tail) = pattern_id.split_once('.').unwrap_or((pattern_id, ""));
    let mut path = vec![head[..1].to_string()];
    if head.len() > 1 {
        path.push(head.to_string());
    }
    if tail.starts_with(|c: char| c.is_ascii_lowercase()) {
        path.push(format!("{head}.{}", &tail[..1]));
    }
    path
}

/// A node by id.
pub fn node_of(id: &str) -> Option<&'static FamilyNode> {
    FAMILIES.iter().find(|n| n.id == id)
}
