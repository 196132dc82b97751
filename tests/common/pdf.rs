//! Reading a written PDF back as text (`pdftotext -raw`, from poppler-utils).

use std::path::Path;
use std::process::Command;

/// The text of each page, in content order.
pub fn pages(pdf: &Path) -> Vec<String> {
    let out = Command::new("pdftotext")
        .args(["-raw", "-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is needed to read the PDF back");
    assert!(
        out.status.success(),
        "pdftotext failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    // pdftotext ends every page with a form feed, so the last piece is empty.
    assert_eq!(pages.pop().as_deref(), Some(""));
    pages
}

/// Page `page` (from 1) of a PDF as grey levels at `dpi` dots per inch (72: one pixel a point),
/// by `pdftoppm` (poppler-utils), written beside the PDF.
pub fn raster(pdf: &Path, page: usize, dpi: u32) -> image::GrayImage {
    let stem = pdf
        .file_stem()
        .map_or_else(|| "pdf".into(), |s| s.to_string_lossy().into_owned());
    let prefix = pdf.with_file_name(format!("{stem}-page-{page}-{dpi}dpi"));
    let (page, dpi) = (page.to_string(), dpi.to_string());
    let o = Command::new("pdftoppm")
        .args(["-gray", "-png", "-r", &dpi, "-f", &page, "-l", &page, "-singlefile"])
        .arg(pdf)
        .arg(&prefix)
        .output()
        .expect("pdftoppm (poppler-utils) is needed to look at the PDF");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    image::open(prefix.with_extension("png")).unwrap().to_luma8()
}

/// How many lines cross the first row of cells of the first puzzle on page 1 of `pdf`, drawn
/// at `dpi`: on the pixel row `below` pixels under the grid's top edge (the first row more than
/// a third dark), each run of dark pixels counts once. A square board of N columns shows N + 1.
pub fn lines_across_first_row(pdf: &Path, dpi: u32, below: u32) -> usize {
    let page = raster(pdf, 1, dpi);
    let y = (0..page.height())
        .find(|&y| (0..page.width()).filter(|&x| page.get_pixel(x, y)[0] < 100).count() > page.width() as usize / 3)
        .expect("the grid's top edge")
        + below;
    let mut crossings = 0;
    let mut dark = false;
    for x in 0..page.width() {
        let now = page.get_pixel(x, y)[0] < 200;
        if now && !dark {
            crossings += 1;
        }
        dark = now;
    }
    crossings
}

/// The symbols (digits and letters) printed on the first puzzle of a page's text, in reading
/// order: what lies between its "Puzzle 1" heading and the page's footer.
pub fn first_puzzle_symbols(text: &str) -> String {
    text.lines()
        .skip_while(|l| !l.starts_with("Puzzle 1"))
        .skip(1)
        .take_while(|l| !l.starts_with("Page"))
        .flat_map(|l| l.chars().filter(char::is_ascii_alphanumeric))
        .collect()
}
