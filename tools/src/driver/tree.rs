//! `-fopenacc-print=<mode> --out-dir=<dir> inputs...`: porting a source
//! tree. Every file under the input directories (and every input file)
//! goes to the same relative path under the output directory: a C file
//! with OpenACC directives printed in the mode, any other file copied as
//! it is.

use super::{
    Driver,
    failure::{Failure, Result, write_bytes},
};
use acc2omp_dialects::diagnostics::Severity;
use std::path::{Path, PathBuf};

/// What porting a tree did, for the summary.
#[derive(Debug, Default)]
struct Tally {
    translated: usize,
    copied: usize,
    directives: usize,
    /// The files that failed (not written).
    failed: Vec<String>,
    /// Each file with OpenACC: its name, what became of it, its diagnostics
    /// (remarks, warnings, errors), for the report.
    files: Vec<(String, String, super::Log)>,
}

/// The report's name in the output directory.
pub(crate) const REPORT: &str = "acc2omp-report.md";

impl Driver {
    /// Ports the inputs into `out`. A file that fails is reported and not
    /// written; the others go on. A progress bar (on a terminal) and a
    /// summary on standard error.
    pub(super) fn port_tree(&mut self, out: &str) -> Result<()> {
        let out_dir = PathBuf::from(out);
        std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create '{out}': {e}"))?;
        let files = tree_files(&self.cli.inputs, &out_dir)?;
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {wide_msg}")
                .expect("a valid template"),
        );
        self.progress = Some(bar.clone());
        let mut tally = Tally::default();
        for (source, destination) in &files {
            bar.set_message(source.display().to_string());
            self.port_file(source, destination, &mut tally)?;
            bar.inc(1);
        }
        bar.finish_and_clear();
        self.progress = None;
        // (A ported file of the report's name keeps it: the report takes
        // another.)
        let mut report = out_dir.join(REPORT);
        if files.iter().any(|(_, destination)| *destination == report) {
            report = out_dir.join(format!("accc-{REPORT}"));
        }
        write_bytes(
            &report.display().to_string(),
            report_markdown(&tally, files.len(), self.warnings).as_bytes(),
        )?;
        eprintln!(
            "accc: {} files: {} translated ({} directives), {} copied \
             unchanged, {} failed; {} warnings",
            files.len(),
            tally.translated,
            tally.directives,
            tally.copied,
            tally.failed.len(),
            self.warnings
        );
        eprintln!("accc: report: {}", report.display());
        if tally.failed.is_empty() {
            Ok(())
        } else {
            eprintln!("accc: not written: {}", tally.failed.join(", "));
            Err(Failure::Reported)
        }
    }

    /// One file of the tree: translated when it is a C file with OpenACC
    /// directives, else copied. Only an error writing the output stops the
    /// port; a file that fails to translate is tallied.
    fn port_file(&mut self, source: &Path, destination: &Path, tally: &mut Tally) -> Result<()> {
        let name = source.display().to_string();
        if let Some(parent) = destination.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| format!("cannot create '{}': {e}", parent.display()))?;
        }
        let text = std::fs::read(source).map_err(|e| format!("cannot read '{name}': {e}"))?;
        let has_openacc = !acc2omp_lowering::source::openacc_directives(&text).is_empty();
        if has_openacc && name.ends_with(".c") {
            self.log = Some(Vec::new());
            let outcome = self.translate_source(&name);
            let mut log = self.log.take().unwrap_or_default();
            let status = match outcome {
                Ok(printed) => {
                    write_bytes(&destination.display().to_string(), &printed.text)?;
                    tally.translated += 1;
                    tally.directives += printed.directives;
                    format!("translated ({} directives)", printed.directives)
                }
                Err(Failure::Reported) => {
                    tally.failed.push(name.clone());
                    "failed: not written".to_string()
                }
                Err(Failure::Message(message)) => {
                    self.suspended(|| eprintln!("accc: error: {name}: {message}"));
                    log.push((Severity::Error, format!("error: {message}")));
                    tally.failed.push(name.clone());
                    "failed: not written".to_string()
                }
            };
            tally.files.push((name, status, log));
            return Ok(());
        }
        if has_openacc {
            // A header's directives are rewritten neither on their own nor
            // where it is included (an error there: only main files are
            // rewritten).
            let message = "OpenACC directives outside a C file are copied unchanged";
            self.suspended(|| eprintln!("accc: warning: {name}: {message}"));
            self.warnings += 1;
            tally.files.push((
                name.clone(),
                "copied unchanged".to_string(),
                vec![(Severity::Warning, format!("warning: {message}"))],
            ));
        }
        write_bytes(&destination.display().to_string(), &text)?;
        tally.copied += 1;
        Ok(())
    }
}

/// The report of a port (Markdown): the totals, then each file with
/// OpenACC directives, what became of it and its diagnostics (the
/// conversion's remarks on each construct and loop, warnings, errors).
fn report_markdown(tally: &Tally, files: usize, warnings: usize) -> String {
    let mut text = format!(
        "# acc2omp port report\n\n{files} files: {} translated ({} directives), {} copied \
         unchanged, {} failed; {warnings} warnings.\n",
        tally.translated,
        tally.directives,
        tally.copied,
        tally.failed.len()
    );
    if !tally.failed.is_empty() {
        text.push_str("\n## Not written\n\n");
        for name in &tally.failed {
            text.push_str(&format!("- `{name}`\n"));
        }
    }
    text.push_str("\n## Files with OpenACC directives\n");
    for (name, status, log) in &tally.files {
        text.push_str(&format!("\n### `{name}`: {status}\n\n"));
        if log.is_empty() {
            text.push_str("No diagnostics.\n");
            continue;
        }
        for severity in [Severity::Error, Severity::Warning, Severity::Remark] {
            let lines: Vec<&String> = log
                .iter()
                .filter(|(s, _)| *s == severity)
                .map(|(_, line)| line)
                .collect();
            if lines.is_empty() {
                continue;
            }
            let title = match severity {
                Severity::Error => "Errors",
                Severity::Warning => "Warnings",
                _ => "What each construct became (remarks)",
            };
            text.push_str(&format!("{title}:\n\n"));
            for line in lines {
                text.push_str(&format!("- `{}`\n", line.replace('`', "'")));
            }
            text.push('\n');
        }
    }
    text
}

/// Each file to port and where it goes: the files under an input directory
/// (sorted) at their path relative to it, an input file by its name, under
/// `out_dir`. `out_dir` itself is skipped where it is inside an input.
fn tree_files(inputs: &[String], out_dir: &Path) -> Result<Vec<(PathBuf, PathBuf)>> {
    let out_canonical = out_dir.canonicalize().unwrap_or(out_dir.to_path_buf());
    let mut files: Vec<(PathBuf, PathBuf)> = Vec::new();
    for input in inputs {
        let path = PathBuf::from(input);
        if path.is_dir() {
            let mut found = Vec::new();
            walk_files(&path, &out_canonical, &mut found)
                .map_err(|e| format!("cannot read '{input}': {e}"))?;
            found.sort();
            for file in found {
                let relative = file.strip_prefix(&path).unwrap_or(&file).to_path_buf();
                files.push((file, out_dir.join(relative)));
            }
        } else {
            let name = path.file_name().map(PathBuf::from).unwrap_or_default();
            files.push((path, out_dir.join(name)));
        }
    }
    Ok(files)
}

/// The files under `directory` (recursively), skipping `skip` (the output
/// directory when it is inside an input).
fn walk_files(directory: &Path, skip: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(directory)? {
        let path = entry?.path();
        if path.canonicalize().is_ok_and(|p| p == skip) {
            continue;
        }
        if path.is_dir() {
            walk_files(&path, skip, files)?;
        } else if path.is_file() {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_keeps_its_relative_paths_and_skips_the_output_inside_it() {
        let root = std::env::temp_dir().join(format!("accc-tree-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let source = root.join("src");
        for directory in ["sub/deeper", "ported"] {
            std::fs::create_dir_all(source.join(directory)).expect("directory");
        }
        for file in ["b.c", "a.h", "sub/c.c", "sub/deeper/d.txt", "ported/old.c"] {
            std::fs::write(source.join(file), "").expect("file");
        }
        std::fs::write(root.join("single.c"), "").expect("file");
        let out = source.join("ported");
        let inputs = [
            source.display().to_string(),
            root.join("single.c").display().to_string(),
        ];
        let files = tree_files(&inputs, &out).expect("a tree");
        let expected: Vec<(PathBuf, PathBuf)> = [
            ("src/a.h", "a.h"),
            ("src/b.c", "b.c"),
            ("src/sub/c.c", "sub/c.c"),
            ("src/sub/deeper/d.txt", "sub/deeper/d.txt"),
            ("single.c", "single.c"),
        ]
        .iter()
        .map(|(from, to)| (root.join(from), out.join(to)))
        .collect();
        assert_eq!(files, expected);
        let missing = tree_files(&[root.join("none").display().to_string()], &out);
        assert_eq!(
            missing.expect("a file input is not read here"),
            [(root.join("none"), out.join("none"))]
        );
        std::fs::remove_dir_all(root).expect("cleanup");
    }
}
