//! Prints libclang's cursor tree of a C file (kind, spelling, type,
//! location), as the front end sees it: `cargo run -p acc2omp-frontend
//! --example dump -- file.c [clang arguments]`. Only the main file's
//! declarations are shown, with each cursor's byte range; with `DUMP_EVAL`
//! set in the environment, also what Clang evaluates each expression to.

use acc2omp_frontend::clang::{Cursor, Index, TranslationUnit};

fn dump(cursor: Cursor, depth: usize) {
    let location = cursor
        .location()
        .map(|l| format!("{}:{}", l.line, l.column))
        .unwrap_or_default();
    let range = cursor
        .byte_range()
        .map(|r| format!("{}..{}", r.start, r.end))
        .unwrap_or_default();
    let value = if (100..200).contains(&cursor.kind()) && std::env::var("DUMP_EVAL").is_ok() {
        cursor
            .evaluate()
            .map(|v| format!(" = {v:?}"))
            .unwrap_or_default()
    } else {
        String::new()
    };
    println!(
        "{:indent$}{} {:?} <{}> {} {range}{value} [op {} {}]",
        "",
        cursor.kind_spelling(),
        cursor.spelling(),
        cursor.type_spelling(),
        location,
        cursor.binary_operator(),
        cursor.unary_operator(),
        indent = depth * 2
    );
    for child in cursor.children() {
        dump(child, depth + 1);
    }
}

fn main() {
    let mut arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.is_empty() {
        eprintln!("usage: dump file.c [clang arguments]");
        std::process::exit(1);
    }
    let file = arguments.remove(0);
    arguments.push("-fopenacc".into());
    let index = Index::new();
    let unit = match TranslationUnit::parse(&index, &file, &arguments) {
        Ok(unit) => unit,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::exit(1);
        }
    };
    for diagnostic in unit.diagnostics() {
        eprintln!("{diagnostic:?}");
    }
    for child in unit.cursor().children() {
        if child.is_in_main_file() {
            dump(child, 0);
        }
    }
}
