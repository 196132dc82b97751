//! The shape of the source, drawn from its imports as an outside reader draws it: which file
//! uses which (every `use` and every `crate::`, `super::`, `self::` or `sudoku3d::` path outside
//! the test modules, a re-export followed to the file that defines the name). Four promises:
//! no circle between files of different folders (a circle inside one folder is one unit); the
//! engine, the play model and storage know nothing of iced; no screen of the window imports
//! another; and no file of the window over 600 lines without the reason written at its top.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

/// One source file: its crate (`lib` or the `bin`) and its module path (a folder's `mod.rs`,
/// `lib.rs` and `main.rs` hold the folder's module).
struct File {
    path: PathBuf,
    krate: &'static str,
    module: Vec<String>,
    /// Its code before its test module, comments left out.
    code: String,
    /// Its whole text.
    text: String,
}

/// The files and the edges between them, drawn once for all the tests here.
struct Source {
    files: Vec<File>,
    edges: BTreeMap<(usize, usize), String>,
}

impl File {
    /// Its path under `src/`, with forward slashes.
    fn name(&self) -> String {
        self.path.to_string_lossy().replace('\\', "/")
    }
}

static SOURCE: LazyLock<Source> = LazyLock::new(|| {
    let files = load();
    let edges = edges(&files);
    Source { files, edges }
});

fn source_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The text before the file's test module (`#[cfg(test)]` then `mod`): what the tests import
/// is not part of the design.
fn without_tests(text: &str) -> String {
    let mut code = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" && lines.peek().is_some_and(|next| next.trim_start().starts_with("mod ")) {
            let next = lines.peek().map(|l| l.trim()).unwrap_or_default();
            if next.ends_with(';') {
                // `#[cfg(test)] mod tests;`: the declaration of a test file, skipped below.
                lines.next();
                continue;
            }
            break;
        }
        // Comments name paths without using them.
        let line = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        code.push_str(line);
        code.push('\n');
    }
    code
}

fn load() -> Vec<File> {
    let root = source_dir();
    let mut files = Vec::new();
    for path in crate::common::source::rust_files("src") {
        let relative = path.strip_prefix(&root).expect("under src/");
        let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        let name = parts.pop().expect("a file name");
        // The test modules kept in files of their own.
        if name == "tests.rs" {
            continue;
        }
        let krate = if name == "main.rs" || parts.first().is_some_and(|p| p == "cli") {
            "bin"
        } else {
            "lib"
        };
        if !matches!(name.as_str(), "mod.rs" | "lib.rs" | "main.rs") {
            parts.push(name.trim_end_matches(".rs").to_string());
        }
        let text = fs::read_to_string(&path).expect("a source file is readable");
        files.push(File {
            path: relative.to_path_buf(),
            krate,
            module: parts,
            code: without_tests(&text),
            text,
        });
    }
    files
}

/// The paths a file's code names, each as written (`crate::engine::hint::Hint`, `super::x`,
/// `Candidates` from `use` groups expanded to whole paths).
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = use_paths(code);
    // Paths written inline, in the code without its `use` declarations (read above, whole).
    let code = &without_uses(code);
    for start in ["crate::", "super::", "self::", "sudoku3d::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(start) {
            let begin = from + at;
            from = begin + start.len();
            let before = code[..begin].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut path = Vec::new();
            for segment in code[begin..].split("::") {
                let ident: String = segment
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if ident.is_empty() {
                    break;
                }
                let whole = ident.len() == segment.len();
                path.push(ident);
                if !whole {
                    break;
                }
            }
            paths.push(path);
        }
    }
    paths
}

/// The code with its `use` declarations left out.
fn without_uses(code: &str) -> String {
    let mut kept = String::new();
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        kept.push_str(&rest[..at]);
        let after = &rest[at..];
        let end = after.find(';').map_or(after.len(), |e| e + 1);
        rest = &after[end..];
    }
    kept.push_str(rest);
    kept
}

/// Every `use` declaration's paths, groups expanded (`use a::{b, c::d as e}`: `a::b`, `a::c::d`).
fn use_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        let after = &rest[at + 3..];
        let Some(end) = after.find(';') else { break };
        let spaced = after[..end].split_whitespace().collect::<Vec<_>>().join(" ");
        let tree: String = spaced
            .replace(" as ", "@")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        expand(&tree, &mut Vec::new(), &mut paths);
        rest = &after[end..];
    }
    paths
}

/// `word` standing alone at a statement's start (`use`, `pub use`, `pub(crate) use`).
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find(word) {
        let begin = from + at;
        let before = text[..begin].chars().next_back();
        let after = text[begin + word.len()..].chars().next();
        if before.is_none_or(|c| c.is_whitespace() || c == ';' || c == '}' || c == ')')
            && after.is_some_and(char::is_whitespace)
        {
            return Some(begin);
        }
        from = begin + word.len();
    }
    None
}

/// Expands a `use` tree without whitespace (`crate::a::{b,c::{d,e}}`) into whole paths.
fn expand(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let (head, group) = match tree.find('{') {
        Some(open) => (
            &tree[..open],
            Some(&tree[open + 1..tree.rfind('}').unwrap_or(tree.len())]),
        ),
        None => (tree, None),
    };
    let depth = prefix.len();
    for segment in head.split("::").filter(|s| !s.is_empty()) {
        // `x as y` names x; `self` in a group names the module itself.
        let segment = segment.split('@').next().unwrap_or(segment);
        if segment != "self" {
            prefix.push(segment.to_string());
        }
    }
    match group {
        None => out.push(prefix.clone()),
        Some(group) => {
            // Split the group at its top-level commas.
            let (mut level, mut start) = (0, 0);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => level += 1,
                    '}' => level -= 1,
                    ',' if level == 0 => {
                        expand(&group[start..i], prefix, out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            if start < group.len() {
                expand(&group[start..], prefix, out);
            }
        }
    }
    prefix.truncate(depth);
}

/// The files, and for each folder module the names it re-exports and where from.
struct Tree<'a> {
    files: &'a [File],
    by_module: BTreeMap<(&'static str, Vec<String>), usize>,
}

impl<'a> Tree<'a> {
    fn new(files: &'a [File]) -> Self {
        let by_module = files
            .iter()
            .enumerate()
            .map(|(i, f)| ((f.krate, f.module.clone()), i))
            .collect();
        Tree { files, by_module }
    }

    /// The file that defines what `path` names, read from the file `from`.
    fn resolve(&self, from: usize, path: &[String], hops: usize) -> Option<usize> {
        let file = &self.files[from];
        let (krate, mut module, rest) = match path.first().map(String::as_str) {
            Some("crate") => (file.krate, Vec::new(), &path[1..]),
            Some("sudoku3d") => ("lib", Vec::new(), &path[1..]),
            Some("self") => (file.krate, file.module.clone(), &path[1..]),
            Some("super") => {
                let mut module = file.module.clone();
                let mut rest = path;
                while rest.first().is_some_and(|s| s == "super") {
                    module.pop();
                    rest = &rest[1..];
                }
                (file.krate, module, rest)
            }
            // A child module of this file's module (`pub use format::X` in a mod.rs).
            Some(first) => {
                let mut child = file.module.clone();
                child.push(first.to_string());
                if !self.by_module.contains_key(&(file.krate, child)) {
                    return None;
                }
                (file.krate, file.module.clone(), path)
            }
            None => return None,
        };
        let mut at = *self.by_module.get(&(krate, module.clone()))?;
        for (i, segment) in rest.iter().enumerate() {
            module.push(segment.clone());
            if let Some(&child) = self.by_module.get(&(krate, module.clone())) {
                at = child;
                continue;
            }
            // A name the module re-exports: the file it comes from.
            if hops < 8 {
                if let Some(target) = self.reexport(at, segment, &rest[i + 1..], hops) {
                    return Some(target);
                }
            }
            break;
        }
        Some(at)
    }

    /// Where the module in file `at` takes `name` from, when it re-exports it (`pub use`).
    fn reexport(&self, at: usize, name: &str, tail: &[String], hops: usize) -> Option<usize> {
        // Any `use` of the module: its child modules see its private imports too.
        let paths = use_paths(&self.files[at].code);
        let path = paths.into_iter().find(|p| p.last().is_some_and(|last| last == name))?;
        let mut whole = path;
        whole.extend(tail.iter().cloned());
        self.resolve(at, &whole, hops + 1)
    }
}

/// Every file's uses of other files: (from, to) with the path that makes the edge.
fn edges(files: &[File]) -> BTreeMap<(usize, usize), String> {
    let tree = Tree::new(files);
    let mut edges = BTreeMap::new();
    for (from, file) in files.iter().enumerate() {
        for path in named_paths(&file.code) {
            if let Some(to) = tree.resolve(from, &path, 0) {
                if to != from {
                    edges.entry((from, to)).or_insert_with(|| path.join("::"));
                }
            }
        }
    }
    edges
}

/// The strongly connected components with more than one file (Tarjan's algorithm).
fn circles(count: usize, edges: &BTreeMap<(usize, usize), String>) -> Vec<Vec<usize>> {
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); count];
    for &(a, b) in edges.keys() {
        next[a].push(b);
    }
    struct Walk<'a> {
        next: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        counter: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.counter);
        w.low[v] = w.counter;
        w.counter += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for i in 0..w.next[v].len() {
            let u = w.next[v][i];
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(index) if w.on_stack[u] => w.low[v] = w.low[v].min(index),
                Some(_) => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                component.push(u);
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                w.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        next: &next,
        index: vec![None; count],
        low: vec![0; count],
        on_stack: vec![false; count],
        stack: Vec::new(),
        counter: 0,
        found: Vec::new(),
    };
    for v in 0..count {
        if walk.index[v].is_none() {
            visit(&mut walk, v);
        }
    }
    walk.found
}

/// The folder a file belongs to as a unit: a leaf file's folder, or for a module with a folder
/// of its own (`mod.rs`, or `render.rs` beside `render/`) that folder, which holds its children.
fn folder(file: &File) -> PathBuf {
    let source = source_dir().join(&file.path);
    let own = source.with_extension("");
    if own.is_dir() {
        return file.path.with_extension("");
    }
    file.path.parent().map(Path::to_path_buf).unwrap_or_default()
}

/// One edge as a report line.
fn edge_line(files: &[File], a: usize, b: usize, path: &str) -> String {
    format!("  {} -> {} ({path})\n", files[a].name(), files[b].name())
}

#[test]
fn the_imports_find_the_edges_an_outside_reader_sees() {
    // The drawing itself must work, or the promises below hold for nothing: a few edges every
    // reader of the source sees.
    let Source { files, edges } = &*SOURCE;
    let named: BTreeSet<(String, String)> = edges.keys().map(|&(a, b)| (files[a].name(), files[b].name())).collect();
    for (from, to) in [
        ("play/state.rs", "engine/grid.rs"),
        ("engine/logic/forcing.rs", "engine/logic/mod.rs"),
        ("cli/solve.rs", "engine/fast.rs"),
    ] {
        assert!(
            named.contains(&(from.to_string(), to.to_string())),
            "the drawing misses {from} -> {to}; it has {} edges",
            named.len()
        );
    }
    assert!(edges.len() > 300, "only {} edges drawn", edges.len());
}

#[test]
fn no_circle_joins_files_of_different_folders() {
    let Source { files, edges } = &*SOURCE;
    let mut report = String::new();
    for circle in circles(files.len(), edges) {
        let folders: BTreeSet<PathBuf> = circle.iter().map(|&f| folder(&files[f])).collect();
        if folders.len() < 2 {
            // Allowed (one folder is one unit), but shown with `--nocapture`.
            let names: Vec<String> = circle.iter().map(|&f| files[f].name()).collect();
            eprintln!("a circle inside one folder: {}", names.join(", "));
            continue;
        }
        report.push_str("a circle across folders:\n");
        for &a in &circle {
            for &b in &circle {
                if let Some(path) = edges.get(&(a, b)) {
                    report.push_str(&edge_line(files, a, b, path));
                }
            }
        }
    }
    assert!(report.is_empty(), "{report}");
}

/// The circles whose files all lie in `folder` (a path under `src/`), by file name.
fn circles_in(folder: &str) -> Vec<BTreeSet<String>> {
    let Source { files, edges } = &*SOURCE;
    circles(files.len(), edges)
        .into_iter()
        .filter(|circle| circle.iter().all(|&f| folder_of(&files[f]) == Path::new(folder)))
        .map(|circle| circle.iter().map(|&f| files[f].name()).collect())
        .collect()
}

/// The folder a file sits in (its parent), whether or not it has a folder of its own.
fn folder_of(file: &File) -> PathBuf {
    file.path.parent().map(Path::to_path_buf).unwrap_or_default()
}

#[test]
fn the_board_widgets_form_no_circle() {
    // The layers drawn over the board (cages, regions, hint, glow) take their sizes from
    // `metrics.rs`, not from the board that stacks them.
    let found = circles_in("app/widget");
    assert!(found.is_empty(), "circles among the widgets: {found:?}");
}

#[test]
fn the_engine_core_forms_no_circle() {
    // Issue 43 cut the last one: a killer's shape held its layout, the layout its geometry,
    // and killer's `split_until_unique` counted with the solver. Now `Shape` lives in its own
    // file above the geometry and the cage layouts, and the cage splitting in the generator.
    let found = circles_in("engine");
    assert!(found.is_empty(), "circles among the engine's core files: {found:?}");
}

#[test]
fn the_engine_the_play_model_and_storage_know_nothing_of_iced() {
    for file in &SOURCE.files {
        let path = file.name();
        let model = ["engine/", "play/"].iter().any(|p| path.starts_with(p))
            || ["store.rs", "levels.rs", "i18n.rs", "print.rs", "render.rs"].contains(&path.as_str());
        if model {
            assert!(!file.code.contains("iced"), "{path} names iced");
            assert!(!file.code.contains("crate::app"), "{path} reaches into the window");
        }
    }
}

#[test]
fn no_window_file_is_over_600_lines_without_its_reason_at_the_top() {
    for file in SOURCE.files.iter().filter(|f| f.name().starts_with("app/")) {
        let lines = file.text.lines().count();
        if lines <= 600 {
            continue;
        }
        let head: Vec<&str> = file.text.lines().take_while(|l| l.starts_with("//!")).collect();
        assert!(
            head.join("\n").contains("Why this file is long:"),
            "src/{} has {lines} lines and no \"Why this file is long:\" in its opening comment",
            file.name()
        );
    }
}

#[test]
fn no_screen_of_the_window_imports_another_screen() {
    // Each screen owns its state, messages and view; what two screens share lives in the
    // widgets or the app's leaf modules. `screen/mod.rs` (the list of screens) names them all.
    let Source { files, edges } = &*SOURCE;
    let screen_of = |file: &File| {
        let path = file.name();
        let rest = path.strip_prefix("app/screen/")?;
        let name = rest.split('/').next()?.trim_end_matches(".rs").to_string();
        (name != "mod").then_some(name)
    };
    let mut report = String::new();
    for (&(a, b), path) in edges {
        if let (Some(from), Some(to)) = (screen_of(&files[a]), screen_of(&files[b])) {
            if from != to {
                report.push_str(&edge_line(files, a, b, path));
            }
        }
    }
    assert!(report.is_empty(), "a screen imports another:\n{report}");
}
