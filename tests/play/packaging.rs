//! The install files in `packaging/`: the icons are the app's own icon at every hicolor size,
//! and the desktop entry, the AppStream metainfo and the Debian package metadata name the
//! same application and files. (`desktop-file-validate` and `appstreamcli validate` check the
//! formats themselves in `.ci/run`.)
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};

use sudoku3d::app::icon;

/// The application id: the desktop entry's and metainfo's file names, and the icon's name.
const APP_ID: &str = "org.sudoku3d.Sudoku3D";
/// The hicolor sizes shipped as PNG.
const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn png_path(size: u32) -> PathBuf {
    root().join(format!("packaging/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"))
}

fn svg_path() -> PathBuf {
    root().join(format!("packaging/icons/hicolor/scalable/apps/{APP_ID}.svg"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Rewrites the icons in `packaging/icons/` from `sudoku3d::app::icon`.
#[test]
#[ignore]
fn write_icons() {
    for size in SIZES {
        let path = png_path(size);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        icon::draw(size).save(&path).unwrap();
    }
    let path = svg_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, icon::svg()).unwrap();
}

#[test]
fn the_icons_are_the_apps_icon_at_every_size() {
    for size in SIZES {
        let path = png_path(size);
        let committed = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (write it with --ignored write_icons)", path.display()))
            .to_rgba8();
        assert_eq!(committed.dimensions(), (size, size), "{}", path.display());
        let drawn = icon::draw(size);
        let worst = committed
            .as_raw()
            .iter()
            .zip(drawn.as_raw())
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap_or(0);
        assert!(
            worst <= 2,
            "{} differs from icon::draw({size}) by {worst}",
            path.display()
        );
    }
    assert_eq!(read(&svg_path()), icon::svg(), "the SVG icon is out of date");
}

#[test]
fn the_svg_icon_has_the_rounded_square_and_three_faces_of_nine_cells() {
    let svg = icon::svg();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches("<rect ").count(), 1);
    // Each face: its ink outline and nine cells.
    assert_eq!(svg.matches("<polygon ").count(), 3 * 10);
}

#[test]
fn the_desktop_entry_metainfo_and_deb_metadata_agree() {
    let desktop = read(&root().join(format!("packaging/{APP_ID}.desktop")));
    assert!(desktop.lines().any(|l| l == "Exec=sudoku3d"), "{desktop}");
    assert!(desktop.lines().any(|l| l == format!("Icon={APP_ID}")), "{desktop}");
    assert!(
        desktop.lines().any(|l| l == format!("StartupWMClass={APP_ID}")),
        "{desktop}"
    );

    let metainfo = read(&root().join(format!("packaging/{APP_ID}.metainfo.xml")));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
    )));
    assert!(metainfo.contains("<binary>sudoku3d</binary>"));
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        metainfo.contains(&format!("<release version=\"{version}\"")),
        "the metainfo has no release entry for version {version}"
    );
    // The screenshots are files of resources/ under one base address (see the metainfo's
    // comment), so publishing resources/ there makes every one of them reachable.
    const SCREENSHOTS: &str = "https://sudoku3d.example/screenshots/";
    let images: Vec<&str> = metainfo
        .split("<image>")
        .skip(1)
        .filter_map(|rest| rest.split("</image>").next())
        .collect();
    assert_eq!(images.len(), 3, "{images:?}");
    for image in images {
        let name = image
            .strip_prefix(SCREENSHOTS)
            .unwrap_or_else(|| panic!("{image} is not under the one base address {SCREENSHOTS}"));
        assert!(
            root().join("resources").join(name).is_file(),
            "the metainfo shows {name}, which is not in resources/"
        );
    }

    // Every file the Debian package installs exists, and every install file is in it.
    let cargo = read(&root().join("Cargo.toml"));
    let deb = &cargo[cargo.find("[package.metadata.deb]").expect("no [package.metadata.deb]")..];
    let sources: Vec<&str> = deb
        .lines()
        .filter_map(|l| l.trim().strip_prefix("[\""))
        .filter_map(|l| l.split('"').next())
        .collect();
    for source in &sources {
        if !source.starts_with("target/") {
            assert!(
                root().join(source).is_file(),
                "the package installs {source}, which is missing"
            );
        }
    }
    let mut wanted = vec![
        format!("packaging/{APP_ID}.desktop"),
        format!("packaging/{APP_ID}.metainfo.xml"),
        format!("packaging/icons/hicolor/scalable/apps/{APP_ID}.svg"),
    ];
    wanted.extend(SIZES.map(|s| format!("packaging/icons/hicolor/{s}x{s}/apps/{APP_ID}.png")));
    // The README links into docs/: the installed README's links must find the guides too.
    wanted.push("README.md".to_string());
    for entry in std::fs::read_dir(root().join("docs"))
        .expect("the docs folder")
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") {
            wanted.push(format!("docs/{name}"));
        }
    }
    for file in wanted {
        assert!(sources.contains(&file.as_str()), "the package does not install {file}");
    }
}
