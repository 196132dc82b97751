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
