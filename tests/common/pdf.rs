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
