//! The README and the guides in `docs/`: every relative link and picture path names a file of
//! the repository and every `#anchor` a heading of the file it points into, so a reader never
//! follows a link to nothing; the README links every guide, stays short, and opens with the
//! two commands CI runs.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `README.md` and every `docs/*.md`, in path order.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("the docs folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    guides.sort();
    files.extend(guides);
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of a Markdown text outside fenced code blocks, with inline code taken out: what
/// a reader sees as prose, where links and headings live.
fn prose_lines(markdown: &str) -> Vec<String> {
    let mut in_fence = false;
    let mut lines = Vec::new();
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        // Inline code spans hold text such as `[one] ...` that is no link.
        let mut prose = String::new();
        let mut in_code = false;
        for ch in line.chars() {
            if ch == '`' {
                in_code = !in_code;
            } else if !in_code {
                prose.push(ch);
            }
        }
        lines.push(prose);
    }
    lines
}

/// The targets of the inline links and pictures (`[text](target)`, `![alt](target)`).
fn link_targets(markdown: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose_lines(markdown) {
        let mut rest = line.as_str();
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let end = after.find([')', ' ']).unwrap_or(after.len());
            targets.push(after[..end].trim_matches(['<', '>']).to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// The anchor GitHub gives a heading: lower case, spaces turned into hyphens, every other
/// character but letters, digits, `-` and `_` dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Every heading's anchor; a repeated heading gets `-1`, `-2` ... as on GitHub.
fn anchors(markdown: &str) -> HashSet<String> {
    let mut found = HashSet::new();
    for line in prose_lines(markdown) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = anchor(&line[hashes..]);
        let mut name = base.clone();
        let mut n = 0;
        while found.contains(&name) {
            n += 1;
            name = format!("{base}-{n}");
        }
        found.insert(name);
    }
    found
}

/// The links of `markdown` (the text of `document`) that lead nowhere, each with the reason.
fn broken_links(document: &Path, markdown: &str) -> Vec<String> {
    let mut broken = Vec::new();
    for target in link_targets(markdown) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
        let file = if path.is_empty() {
            document.to_path_buf()
        } else {
            document.parent().expect("a document's folder").join(path)
        };
        if !file.exists() {
            broken.push(format!("{target}: no file {}", file.display()));
        } else if !fragment.is_empty()
            && file.extension().is_some_and(|e| e == "md")
            && !anchors(&read(&file)).contains(fragment)
        {
            broken.push(format!("{target}: no heading #{fragment} in {}", file.display()));
        }
    }
    broken
}

#[test]
fn every_link_and_picture_in_the_readme_and_docs_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for document in documents() {
        let text = read(&document);
        checked += link_targets(&text).len();
        for link in broken_links(&document, &text) {
            broken.push(format!("{}: {link}", document.display()));
        }
    }
    assert!(broken.is_empty(), "links that lead nowhere:\n{}", broken.join("\n"));
    // The README alone shows pictures and links every guide: far more than a handful.
    assert!(checked > 20, "only {checked} links found: is the link reader broken?");
}

#[test]
fn the_check_finds_a_missing_file_a_missing_picture_and_a_missing_heading() {
    let readme = root().join("README.md");
    let text = "\
A [guide](docs/tests.md), [a heading](#the-two-commands), [the web](https://iced.rs) and
![a picture](resources/screenshot-menu.png) resolve, and `[code](is-no-link.md)` is no link;
[a lost guide](docs/no-such-guide.md), ![a lost picture](resources/no-such-picture.png) and
[a lost heading](docs/tests.md#no-such-heading) do not.

```sh
[in a code block](neither-is-this.md)
```
";
    let broken = broken_links(&readme, text);
    assert_eq!(broken.len(), 3, "{broken:#?}");
    for lost in ["no-such-guide.md", "no-such-picture.png", "#no-such-heading"] {
        assert!(
            broken.iter().any(|b| b.contains(lost)),
            "{lost} not reported: {broken:#?}"
        );
    }
}

#[test]
fn headings_get_the_anchors_github_gives_them() {
    let text = "# Benchmarks\n## Against QQWing (the generator GNOME Sudoku uses)\n## Solver\n## Solver\n";
    let found = anchors(text);
    for expected in [
        "benchmarks",
        "against-qqwing-the-generator-gnome-sudoku-uses",
        "solver",
        "solver-1",
    ] {
        assert!(found.contains(expected), "{expected} missing from {found:?}");
    }
}

#[test]
fn the_readme_links_every_guide_and_stays_short() {
    let readme = read(&root().join("README.md"));
    let targets = link_targets(&readme);
    for guide in documents().into_iter().skip(1) {
        let name = format!("docs/{}", guide.file_name().expect("a file name").to_string_lossy());
        assert!(
            targets.iter().any(|t| t.split('#').next() == Some(name.as_str())),
            "the README does not link {name}"
        );
    }
    let lines = readme.lines().count();
    assert!(lines <= 300, "the README has {lines} lines: move detail into docs/");
}

#[test]
fn the_readme_opens_with_the_two_commands() {
    let readme = read(&root().join("README.md"));
    let section = readme
        .split("## The two commands")
        .nth(1)
        .expect("a section named The two commands");
    let block = section
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("a sh block in The two commands");
    let commands: Vec<&str> = block
        .lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .collect();
    assert_eq!(commands, ["cargo run --release", "cargo test"]);
    let position = readme.find("## The two commands").expect("the section");
    assert!(
        readme[..position].lines().count() < 15,
        "The two commands should come first"
    );
}
