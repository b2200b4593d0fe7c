//! The rulebook of an edition as a document for static sites and print
//! (`fourseas patterns --format md|html`): grouped as the documents group the
//! patterns, each with both names, points, both definitions, what it includes
//! and its example scored by the engine; or, for print, the one-page cheat
//! sheet of names and points by group.

use super::{card, Card};
use crate::error::Result;
use crate::game::settle;
use crate::names::named;
use crate::notation;
use crate::picture::{svg_using_symbols, symbols, TileSize};
use crate::rulebook::{patterns, Edition, Pattern, PatternId};
use std::fmt::Write;

named! {
    /// A document format.
    pub enum Format("format") {
        /// Markdown, tiles as Unicode characters.
        Md = "md",
        /// One HTML page with inline SVG tiles and its own styles.
        Html = "html",
    }
}

/// An edition's name in English, as a heading writes it.
fn edition_title(e: Edition) -> &'static str {
    match e {
        Edition::Beginner => "Beginner",
        Edition::Basic => "Basic",
        Edition::Intermediate => "Intermediate",
        Edition::Standard => "Standard",
    }
}

/// The example scored in `edition`: "scores 160: Jade Cube 160, …".
fn example_score(c: &Card, edition: Edition) -> Result<String> {
    let outcome = settle(&c.example.game(edition)?)?;
    let counted: Vec<String> = outcome
        .evaluation
        .best
        .counted
        .iter()
        .map(|i| format!("{} {}", i.pid.def().name, i.pid.def().points))
        .collect();
    Ok(format!("scores {}: {}", outcome.score, counted.join(", ")))
}

/// The example's tiles as Unicode, melds in brackets.
fn unicode_hand(c: &Card) -> Result<String> {
    let t = c.example.tiles()?;
    let mut tiles = t.concealed;
    tiles.push(t.win_tile);
    let mut s = notation::format_unicode(&tiles);
    for (m, concealed) in &t.melds {
        let (open, close) = if *concealed { ('(', ')') } else { ('[', ']') };
        let _ = write!(s, " {open}{}{close}", notation::format_unicode(m));
    }
    Ok(s)
}

fn includes(p: &Pattern) -> String {
    p.includes.iter().map(|i| format!("{} {}", i.def().id, i.def().name)).collect::<Vec<_>>().join(", ")
}

/// Each heading to open before `p`: the nodes of its family path not shared
/// with the previous pattern's, with their depth (0 for a class).
fn new_nodes(prev: Option<&Pattern>, p: &Pattern) -> Vec<(usize, &'static super::FamilyNode)> {
    let path = card(p.pid).family();
    let before = prev.map(|q| card(q.pid).family()).unwrap_or_default();
    path.iter().enumerate().filter(|(d, n)| before.get(*d).map(|b| b.id) != Some(n.id)).map(|(d, n)| (d, *n)).collect()
}

/// The patterns counted in an edition's size (Hidden Path Revealed is a listing).
fn counted(edition: Edition) -> usize {
    patterns(edition).filter(|p| p.pid != PatternId::H31).count()
}

/// The rulebook of `edition` as a document; `print` gives the one-page cheat sheet.
pub fn document(edition: Edition, format: Format, print: bool) -> Result<String> {
    match format {
        Format::Md => markdown(edition, print),
        Format::Html => html(edition, print),
    }
}

fn markdown(edition: Edition, print: bool) -> Result<String> {
    let mut s = String::new();
    let zh = edition.rules().name_zh;
    let _ =
        writeln!(s, "# Four Seas Mahjong, {} Level ({zh}): {} patterns\n", edition_title(edition), counted(edition));
    let mut prev = None;
    for p in patterns(edition) {
        for (depth, n) in new_nodes(prev, p) {
            if print && depth > 0 {
                continue;
            }
            if print && prev.is_some() {
                // The table before ends with a blank line.
                s.push('\n');
            }
            // A subcategory is a line of its own: pattern headings are the fourth level.
            match depth {
                2 => writeln!(s, "**{} {} {}**\n", n.id, n.name, n.name_zh),
                _ => writeln!(s, "{} {} {} {}\n", "#".repeat(depth + 2), n.id, n.name, n.name_zh),
            }
            .ok();
            if print {
                s.push_str("| id | pattern | 番种 | points |\n| --- | --- | --- | ---: |\n");
            }
        }
        prev = Some(p);
        if print {
            let _ = writeln!(s, "| {} | {} | {} | {} |", p.id, p.name, p.name_zh, p.points);
            continue;
        }
        let c = card(p.pid);
        // A pattern's heading is one below its class or category (subcategories are lines).
        let level = card(p.pid).family().len().min(2) + 2;
        let _ = writeln!(s, "{} {} {} {} ({} points)\n", "#".repeat(level), p.id, p.name, p.name_zh, p.points);
        let _ = writeln!(s, "{}\n\n{}\n", c.definition, c.definition_zh);
        if !p.includes.is_empty() {
            let _ = writeln!(s, "Already includes: {}.\n", includes(p));
        }
        let _ = writeln!(s, "Example: {} (`{}`), {}.\n", unicode_hand(c)?, c.example.hand, example_score(c, edition)?);
    }
    if print {
        s.push('\n');
    }
    Ok(s)
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

const STYLE: &str = "body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1b16}\
h2{border-bottom:1px solid #ccc}.sub{font-weight:600;margin:1.5rem 0 0}article{margin:1.5rem 0;break-inside:avoid}.pts{color:#555}\
.example svg{max-width:100%;height:auto;vertical-align:middle}@media print{body{margin:0}}";

const PRINT_STYLE: &str =
    "@page{size:A4;margin:12mm}body{font:8.2pt/1.28 system-ui,sans-serif;margin:0;color:#000;columns:2;column-gap:8mm}\
h1{font-size:11pt;margin:0 0 2mm;column-span:all}h2{font-size:8.6pt;margin:1.6mm 0 .4mm;break-after:avoid}\
table{width:100%;border-collapse:collapse}td{padding:0 .8mm}td.id{color:#555;width:3.2em}td.pts{text-align:right}\
tr:nth-child(odd){background:#f2f2f2}";

fn html(edition: Edition, print: bool) -> Result<String> {
    let title = format!(
        "Four Seas Mahjong, {} Level ({}): {} patterns",
        edition_title(edition),
        edition.rules().name_zh,
        counted(edition)
    );
    let mut s = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        esc(&title),
        if print { PRINT_STYLE } else { STYLE },
        esc(&title)
    );
    if !print {
        // Each tile face once; the examples draw them by reference.
        s.push_str(&symbols());
    }
    let mut prev = None;
    let mut open_table = false;
    for p in patterns(edition) {
        for (depth, n) in new_nodes(prev, p) {
            if print && depth > 0 {
                continue;
            }
            if open_table {
                s.push_str("</table>\n");
                open_table = false;
            }
            let (open, close) = match depth {
                2 => ("p class=\"sub\"".to_string(), "p".to_string()),
                d => (format!("h{}", d + 2), format!("h{}", d + 2)),
            };
            let _ = writeln!(
                s,
                "<{open} id=\"{}\">{} {} <span lang=\"zh-Hans\">{}</span></{close}>",
                esc(n.id),
                esc(n.id),
                esc(n.name),
                esc(n.name_zh)
            );
            if print {
                s.push_str("<table>\n");
                open_table = true;
            }
        }
        prev = Some(p);
        if print {
            let _ = writeln!(
                s,
                "<tr><td class=\"id\">{}</td><td>{}</td><td lang=\"zh-Hans\">{}</td><td class=\"pts\">{}</td></tr>",
                esc(p.id),
                esc(p.name),
                esc(p.name_zh),
                p.points
            );
            continue;
        }
        let c = card(p.pid);
        let h = card(p.pid).family().len().min(2) + 2;
        let _ = writeln!(
            s,
            "<article id=\"{id}\">\n<h{h}>{id} {} <span lang=\"zh-Hans\">{}</span> <span class=\"pts\">{} points</span></h{h}>",
            esc(p.name),
            esc(p.name_zh),
            p.points,
            id = esc(p.id),
        );
        let _ = writeln!(s, "<p>{}</p>\n<p lang=\"zh-Hans\">{}</p>", esc(c.definition), esc(c.definition_zh));
        if !p.includes.is_empty() {
            let _ = writeln!(s, "<p>Already includes: {}.</p>", esc(&includes(p)));
        }
        let _ = writeln!(
            s,
            "<p class=\"example\">{}<br><code>{}</code>, {}.</p>\n</article>",
            svg_using_symbols(c.example.hand, TileSize::M)?.trim_end(),
            esc(c.example.hand),
            esc(&example_score(c, edition)?)
        );
    }
    if open_table {
        s.push_str("</table>\n");
    }
    s.push_str("</body>\n</html>\n");
    Ok(s)
}
