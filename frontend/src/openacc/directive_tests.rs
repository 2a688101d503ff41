use super::*;

/// Tokens of a one-line directive, split like Clang's lexer for the
/// cases tested here, with columns.
fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_alphanumeric() || c == '_' {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if (c == '&' || c == '|') && chars.get(i + 1) == Some(&c) {
            i += 2;
        } else {
            i += 1;
        }
        out.push(Token {
            spelling: chars[start..i].iter().collect(),
            location: Some(SourceLoc {
                file: "t.c".into(),
                line: 1,
                column: start + 1,
            }),
            offset: Some(start),
            end: Some(i),
            ..Token::default()
        });
    }
    out
}

#[test]
fn combined_construct_with_clauses_in_order() {
    let d = parse(&tokens(
        "#pragma acc parallel loop gang vector copyin(x[0:n]) pcopy(y[0:n], z) reduction(+:s)",
    ))
    .expect("parses");
    assert_eq!(d.name, DirectiveName::ParallelLoop);
    let names: Vec<&str> = d.clauses.iter().map(|c| c.kind.spelling()).collect();
    assert_eq!(names, ["gang", "vector", "copyin", "copy", "reduction"]);
    assert_eq!(d.clauses[3].spelled, "pcopy");
    assert_eq!(d.clauses[3].arguments.len(), 2);
    assert_eq!(d.clauses[3].arguments[0].text(), "y [ 0 : n ]");
    assert_eq!(
        d.clauses[3].arguments[1].location().map(|l| l.column),
        Some(68)
    );
    assert_eq!(d.clauses[4].modifier.as_deref(), Some("+"));
    assert_eq!(d.clauses[4].arguments[0].text(), "s");
    // An array section's colon is not a modifier.
    assert_eq!(d.clauses[2].modifier, None);
}

#[test]
fn modifiers_and_directive_arguments() {
    let d = parse(&tokens(
        "#pragma acc data copyin(readonly: a[0:n]) create(zero: b)",
    ))
    .expect("parses");
    assert_eq!(d.clauses[0].modifier.as_deref(), Some("readonly"));
    assert_eq!(d.clauses[1].modifier.as_deref(), Some("zero"));
    let d = parse(&tokens(
        "#pragma acc loop reduction(max: m) vector(length: 4)",
    ))
    .expect("parses");
    assert_eq!(d.clauses[0].modifier.as_deref(), Some("max"));
    assert_eq!(d.clauses[1].modifier.as_deref(), Some("length"));
    let d = parse(&tokens("#pragma acc loop reduction(&&: ok)")).expect("parses");
    assert_eq!(d.clauses[0].modifier.as_deref(), Some("&&"));
    let d = parse(&tokens("#pragma acc wait(1, 2) async(3)")).expect("parses");
    assert_eq!(d.name, DirectiveName::Wait);
    assert_eq!(d.arguments.len(), 2);
    assert_eq!(d.clauses[0].kind, ClauseKind::Async);
    let d = parse(&tokens("#pragma acc atomic capture")).expect("parses");
    assert_eq!(d.arguments[0].text(), "capture");
    let d = parse(&tokens("#pragma acc exit data copyout(a[0:n]) finalize")).expect("parses");
    assert_eq!(d.name, DirectiveName::ExitData);
    assert_eq!(d.clauses[1].kind, ClauseKind::Finalize);
    let d = parse(&tokens("#pragma acc loop gang(num: 4, static: *)")).expect("parses");
    assert_eq!(d.clauses[0].arguments.len(), 2);
    assert_eq!(d.clauses[0].arguments[1].text(), "static : *");
}

#[test]
fn errors_are_located() {
    let e = parse(&tokens("#pragma acc paralel")).expect_err("an error");
    assert_eq!(e.message, "unknown OpenACC directive 'paralel'");
    assert_eq!(e.location.map(|l| l.column), Some(13));
    let e = parse(&tokens("#pragma acc parallel copy(a) bogus(b)")).expect_err("an error");
    assert_eq!(e.message, "unknown OpenACC clause 'bogus'");
    assert_eq!(e.location.map(|l| l.column), Some(30));
    let e = parse(&tokens("#pragma acc parallel copy(a")).expect_err("an error");
    assert_eq!(e.message, "expected ')' to close the argument list");
    let e = parse(&tokens("#pragma acc enter copyin(a)")).expect_err("an error");
    assert_eq!(e.message, "expected 'data', found 'copyin'");
}

#[test]
fn the_associated_statement_is_cut_off() {
    let mut all = tokens("#pragma acc loop gang");
    all.push(Token {
        spelling: "for".into(),
        location: Some(SourceLoc {
            file: "t.c".into(),
            line: 2,
            column: 3,
        }),
        ..Token::default()
    });
    let end = all[5].location.clone();
    let line = directive_tokens(&all, end.as_ref());
    assert_eq!(line.len(), 5);
    assert_eq!(
        parse(&line).expect("parses").clauses[0].kind,
        ClauseKind::Gang
    );
}

#[test]
fn the_pragma_line_ends_at_an_unescaped_newline() {
    // Offsets as in `source`: the directive, then the next line's
    // tokens.
    let source = b"#pragma acc enter data copyin(a) \\\n  create(b) \\\nx\ny = 1;";
    let text = String::from_utf8_lossy(source).replace(['\\', '\n'], " ");
    let all = tokens(&text);
    let line = pragma_line(&all, Some(source));
    let words: Vec<&str> = line.iter().map(|t| t.spelling.as_str()).collect();
    assert_eq!(words.last(), Some(&"x"));
    assert!(!words.contains(&"y"));
    // A trailing blank and a `//` comment end the line too.
    let source = b"#pragma acc update self(a) \t\n#pragma acc wait // w\nz";
    let text = String::from_utf8_lossy(source).replace(['\t', '\n'], " ");
    let line = pragma_line(&tokens(&text), Some(source));
    assert_eq!(line.last().map(|t| t.spelling.as_str()), Some(")"));
    assert!(newline_in_gap(b" // c \\\n more\n"));
    assert!(!newline_in_gap(b" /* a\n b */ "));
}

#[test]
fn clause_text_from_tokens() {
    let d = parse(&tokens(
        "#pragma acc parallel copyin(readonly: a[0:n], b) gang",
    ))
    .expect("parses");
    assert_eq!(d.clauses[0].text(), "copyin(readonly: a[0:n], b)");
    assert_eq!(d.clauses[1].text(), "gang");
    assert_eq!(d.clauses[0].end, Some(48));
}
