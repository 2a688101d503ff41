//! Clang's spellings of accc's options, and clap's: single-dash long
//! options (`-emit-llvm`, `-std=c17`), `-W...`, `-Rpass=...`, `-###`, the
//! options that go to clang's front end, code generator or linker as they
//! are; and back, for clap's help and errors.

/// Clang's spellings → clap's: single-dash long options get two dashes,
/// `-W...` becomes `--warning=...`, `-###` a long flag. An option clang
/// would not know either is an error, as clang words it.
pub(crate) fn normalize(arguments: Vec<String>) -> Result<Vec<String>, String> {
    // Short options that take their value attached (`-O2`, `-Idir`).
    const ATTACHED: &[char] = &['o', 'O', 'I', 'D', 'U', 'L', 'l', 'x'];
    let mut previous = String::new();
    let mut normalized = Vec::new();
    for argument in arguments {
        // The value of an option that takes the next argument stays as it is.
        if matches!(previous.as_str(), "-MF" | "-MT" | "-MQ") {
            previous = argument.clone();
            normalized.push(argument);
            continue;
        }
        if let Some(options) = dependency_option(&argument) {
            previous = argument;
            normalized.extend(options);
            continue;
        }
        normalized.push(argument);
    }
    let mut previous = String::new();
    normalized
        .into_iter()
        .map(|argument| {
            if matches!(previous.as_str(), "--MF" | "--MT" | "--MQ") {
                previous = argument.clone();
                return Ok(argument);
            }
            // The value of -Xlinker is the linker's, whatever it looks like.
            if std::mem::replace(&mut previous, argument.clone()) == "-Xlinker" {
                return Ok(argument);
            }
            if argument == "-###" {
                return Ok("--print-steps".to_string());
            }
            // Clang's debug-information levels and formats: accc writes
            // line tables (`-g0`: none); `-pipe` (no temporary files between
            // steps) changes nothing here.
            if matches!(
                argument.as_str(),
                "-g1" | "-g2" | "-g3" | "-ggdb" | "-ggdb3" | "-gline-tables-only" | "-gdwarf"
            ) || argument.starts_with("-gdwarf-")
            {
                return Ok("-g".to_string());
            }
            if argument == "-g0" {
                return Ok("--no-debug".to_string());
            }
            if argument == "-pipe" {
                return Ok("--pipe".to_string());
            }
            if MACHINE_PREFIXES.iter().any(|p| argument.starts_with(p))
                || MACHINE_FLAGS.contains(&argument.as_str())
            {
                return Ok(format!("--machine={argument}"));
            }
            // The linker clang runs: `-fuse-ld=lld`, `--ld-path=/path/ld`.
            if argument.starts_with("-Wl,")
                || argument.starts_with("-fuse-ld=")
                || argument.starts_with("--ld-path=")
                || LINK_FLAGS.contains(&argument.as_str())
            {
                return Ok(format!("--link={argument}"));
            }
            if argument.starts_with("-Rpass") && argument.contains('=') {
                return Ok(format!("--remark={argument}"));
            }
            if argument.starts_with("-Wa,") || argument.starts_with("-Wp,") {
                return Err(format!(
                    "unsupported option '{argument}': accc runs no separate assembler \
                     or preprocessor step"
                ));
            }
            if let Some(warning) = argument.strip_prefix("-W")
                && !warning.is_empty()
            {
                return Ok(format!("--warning={warning}"));
            }
            let name = argument.split('=').next().unwrap_or("");
            if name == "-fopenmp" {
                // `-fopenmp=libomp` too (clang's alias).
                return Ok("--fopenmp".to_string());
            }
            if LONG_OPTIONS.contains(&name) {
                return Ok(format!("-{argument}"));
            }
            // Clang's other language and target options (`-fgnu89-inline`,
            // `-fno-common`, `-funsigned-char`, `-mavx2`, ...): to the front
            // end, which checks them (an unknown one is Clang's error), and
            // to the code generator.
            if (argument.starts_with("-f") || argument.starts_with("-m")) && argument.len() > 2 {
                return Ok(format!("--machine={argument}"));
            }
            let mut chars = argument.chars();
            if chars.next() == Some('-')
                && let Some(first) = chars.next()
                && first != '-'
                && argument.len() > 2
                && !ATTACHED.contains(&first)
            {
                return Err(format!("unknown argument: '{argument}'"));
            }
            Ok(argument)
        })
        .collect()
}

/// `@file` arguments replaced by the file's arguments, as clang reads them
/// (GNU style: whitespace separates them, quotes and backslashes escape;
/// nested `@file`s too). An `@name` that is no readable file stays an
/// argument (an input clang would not find either).
pub(crate) fn expand_response_files(arguments: Vec<String>) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut pending: Vec<(String, usize)> = arguments.into_iter().rev().map(|a| (a, 0)).collect();
    while let Some((argument, depth)) = pending.pop() {
        let Some(path) = argument.strip_prefix('@') else {
            out.push(argument);
            continue;
        };
        // (Bytes that are not UTF-8 kept as clang keeps them, lossily here;
        // a byte-order mark dropped.)
        let Ok(bytes) = std::fs::read(path) else {
            out.push(argument);
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        if depth > 20 {
            return Err(format!("response file nesting too deep at '{argument}'"));
        }
        for word in response_words(text).into_iter().rev() {
            pending.push((word, depth + 1));
        }
    }
    Ok(out)
}

/// The arguments of a response file (GNU's tokenization).
fn response_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), '\\') => {
                if let Some(next) = chars.next() {
                    word.push(next);
                }
            }
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '\\') => {
                if let Some(next) = chars.next() {
                    word.push(next);
                    in_word = true;
                }
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Clang's dependency options (`-MD`, `-MF file`, `-MFfile`...): `--MD`,
/// `--MF file`; and the preprocessor options written `-Wp,...` that clang's
/// driver takes (dependency files, `-D`, `-U`, `-I`).
fn dependency_option(argument: &str) -> Option<Vec<String>> {
    if matches!(
        argument,
        "-M" | "-MM" | "-MD" | "-MMD" | "-MP" | "-MF" | "-MT" | "-MQ"
    ) {
        return Some(vec![format!("-{argument}")]);
    }
    // The preprocessor's own spelling (the Linux kernel's builds): clang's
    // driver takes `-Wp,-MD,<file>` and `-Wp,-MMD,<file>` for `-MD`/`-MMD`
    // with `-MF <file>`, and `-Wp,-MD` alone for `-MD`.
    for (preprocessor, option) in [("-Wp,-MD", "--MD"), ("-Wp,-MMD", "--MMD")] {
        match argument.strip_prefix(preprocessor) {
            Some("") => return Some(vec![option.to_string()]),
            Some(rest) => {
                if let Some(file) = rest.strip_prefix(',')
                    && !file.is_empty()
                    && !file.contains(',')
                {
                    return Some(vec![
                        option.to_string(),
                        "--MF".to_string(),
                        file.to_string(),
                    ]);
                }
            }
            None => {}
        }
    }
    // `-Wp,-DX,-UY,-Idir`: the preprocessor's macro and include options,
    // which clang's driver passes on as they are.
    if let Some(list) = argument.strip_prefix("-Wp,") {
        let options: Vec<&str> = list.split(',').collect();
        if options.iter().all(|option| {
            ["-D", "-U", "-I"]
                .iter()
                .any(|prefix| option.len() > 2 && option.starts_with(prefix))
        }) {
            return Some(options.into_iter().map(String::from).collect());
        }
    }
    for joined in ["-MF", "-MT", "-MQ"] {
        if let Some(value) = argument.strip_prefix(joined)
            && !value.is_empty()
        {
            return Some(vec![format!("-{joined}"), value.to_string()]);
        }
    }
    None
}

/// The long options, spelled with one dash as in clang.
const LONG_OPTIONS: &[&str] = &[
    "-emit-mlir",
    "-emit-llvm",
    "-fopenacc",
    "-fno-openacc",
    "-fopenmp",
    "-fopenacc-print",
    "-fopenacc-print-target",
    "-fopenmp-targets",
    "-offload-arch",
    "-acc2omp-options",
    "-mlir-print-debuginfo",
    "-mlir-print-local-scope",
    "-ftime-report",
    "-fstrict-aliasing",
    "-fno-strict-aliasing",
    "-std",
    "-isystem",
    "-include",
    "-Xlinker",
    "-help",
    "-fsyntax-only",
];

/// Target options with a value (`-march=native`): to Clang's preprocessor
/// (they define macros such as `__AVX2__`) and code generator.
const MACHINE_PREFIXES: &[&str] = &["-march=", "-mtune=", "-mcpu="];
/// Code-model flags, to the same places (`-pthread` also to the link).
const MACHINE_FLAGS: &[&str] = &[
    "-fPIC", "-fpic", "-fPIE", "-fpie", "-fno-pic", "-fno-PIC", "-fno-pie", "-fno-PIE", "-pthread",
];
/// Flags of the link step.
const LINK_FLAGS: &[&str] = &[
    "-shared",
    "-static",
    "-rdynamic",
    "-s",
    "-pie",
    "-no-pie",
    "-static-libgcc",
];

/// The long options whose value clang joins with `=` (`-std=c17`).
const JOINED_OPTIONS: &[&str] = &[
    "-emit-mlir",
    "-fopenacc-print",
    "-fopenacc-print-target",
    "-fopenmp-targets",
    "-acc2omp-options",
    "-std",
];

/// clap's text (help, errors) with the options spelled as users type them:
/// `--emit-mlir <stage>` → `-emit-mlir=<stage>`, `--fopenacc` → `-fopenacc`.
pub(crate) fn clang_spelling(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .unwrap_or(after.len());
        let name = &after[..name_len];
        let dashed = format!("-{name}");
        if name != "help" && LONG_OPTIONS.contains(&dashed.as_str()) {
            // In the help's option column, keep the descriptions aligned.
            if out.ends_with(' ') {
                out.push(' ');
            }
            out.push_str(&dashed);
            rest = &after[name_len..];
            // `-std <standard>` → `-std=<standard>`, as clang spells it.
            if JOINED_OPTIONS.contains(&dashed.as_str())
                && let Some(value) = rest.strip_prefix(" <")
            {
                out.push_str("=<");
                rest = value;
            }
        } else {
            out.push_str("--");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(arguments: &[&str]) -> Result<Vec<String>, String> {
        normalize(arguments.iter().map(|a| a.to_string()).collect())
    }

    #[test]
    fn short_options_stay_as_clang_spells_them() {
        let arguments = [
            "-o", "prog", "-oprog", "-I", "dir", "-Idir", "-DX=1", "-D", "Y", "-UZ", "-Llib",
            "-lm", "-O2", "-O", "-xc", "-c", "-S", "-E", "-g", "-w", "-v", "a.c", "-",
        ];
        assert_eq!(
            normalized(&arguments),
            Ok(arguments.map(String::from).to_vec())
        );
    }

    #[test]
    fn single_dash_long_options_get_two_dashes() {
        assert_eq!(
            normalized(&[
                "-std=c17",
                "-emit-mlir=acc",
                "-emit-llvm",
                "-fopenacc-print=omp",
                "-fopenacc",
                "-fno-openacc",
                "-isystem",
                "sys",
                "-include",
                "h.h",
                "-acc2omp-options=vector=simd",
                "-ftime-report",
                "-fno-strict-aliasing",
                "-help",
            ]),
            Ok([
                "--std=c17",
                "--emit-mlir=acc",
                "--emit-llvm",
                "--fopenacc-print=omp",
                "--fopenacc",
                "--fno-openacc",
                "--isystem",
                "sys",
                "--include",
                "h.h",
                "--acc2omp-options=vector=simd",
                "--ftime-report",
                "--fno-strict-aliasing",
                "--help",
            ]
            .map(String::from)
            .to_vec())
        );
    }

    #[test]
    fn clang_only_spellings_become_hidden_options() {
        let cases = [
            ("-###", "--print-steps"),
            ("-Wall", "--warning=all"),
            ("-Wno-unused-variable", "--warning=no-unused-variable"),
            ("-Rpass=acc", "--remark=-Rpass=acc"),
            ("-Rpass-missed=.*", "--remark=-Rpass-missed=.*"),
            (
                "-Rpass-analysis=loop-vectorize",
                "--remark=-Rpass-analysis=loop-vectorize",
            ),
            ("-fopenmp", "--fopenmp"),
            ("-fopenmp=libomp", "--fopenmp"),
            // Target and code-model options go to clang's front end and
            // code generator, unknown -f and -m options too (clang checks).
            ("-march=native", "--machine=-march=native"),
            ("-mtune=generic", "--machine=-mtune=generic"),
            ("-fPIC", "--machine=-fPIC"),
            ("-pthread", "--machine=-pthread"),
            ("-fno-common", "--machine=-fno-common"),
            ("-mavx2", "--machine=-mavx2"),
            ("-fwhatever-clang-knows", "--machine=-fwhatever-clang-knows"),
            // Link options.
            ("-Wl,-z,now", "--link=-Wl,-z,now"),
            ("-shared", "--link=-shared"),
            ("-s", "--link=-s"),
            ("-no-pie", "--link=-no-pie"),
            ("-fuse-ld=lld", "--link=-fuse-ld=lld"),
            ("--ld-path=/opt/ld", "--link=--ld-path=/opt/ld"),
        ];
        for (clang, clap) in cases {
            assert_eq!(normalized(&[clang]), Ok(vec![clap.to_string()]), "{clang}");
        }
    }

    #[test]
    fn dependency_options_take_their_values_apart_or_joined() {
        assert_eq!(
            normalized(&[
                "-MD", "-MF", "-weird.d", "-MTobj.o", "-MQ", "x", "-MP", "-MMD", "-M", "-MM"
            ]),
            Ok([
                "--MD", "--MF", "-weird.d", "--MT", "obj.o", "--MQ", "x", "--MP", "--MMD", "--M",
                "--MM"
            ]
            .map(String::from)
            .to_vec())
        );
    }

    #[test]
    fn response_files_split_as_gnu_tools_do() {
        assert_eq!(
            response_words("-c  'a b.c'\n -o \"out dir/x.o\" -DQ=\\\"q\\\" plain\\ space"),
            [
                "-c",
                "a b.c",
                "-o",
                "out dir/x.o",
                "-DQ=\"q\"",
                "plain space"
            ]
        );
        let dir = std::env::temp_dir().join(format!("accc-rsp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let outer = dir.join("outer.rsp");
        let inner = dir.join("inner.rsp");
        std::fs::write(&inner, "-O2 -c").expect("write");
        std::fs::write(&outer, format!("-Idir @{}", inner.display())).expect("write");
        assert_eq!(
            expand_response_files(vec![
                format!("@{}", outer.display()),
                "a.c".into(),
                "@missing".into()
            ]),
            Ok(["-Idir", "-O2", "-c", "a.c", "@missing"]
                .map(String::from)
                .to_vec())
        );
        std::fs::write(&inner, "\u{feff}-O1 -DQ=\u{e9}").expect("write");
        assert_eq!(
            expand_response_files(vec![format!("@{}", inner.display())]),
            Ok(["-O1", "-DQ=\u{e9}"].map(String::from).to_vec())
        );
        std::fs::write(&outer, format!("@{}", outer.display())).expect("write");
        assert!(expand_response_files(vec![format!("@{}", outer.display())]).is_err());
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn the_value_of_xlinker_is_left_alone() {
        assert_eq!(
            normalized(&["-Xlinker", "-fno-such", "-fno-such"]),
            Ok(["--Xlinker", "-fno-such", "--machine=-fno-such"]
                .map(String::from)
                .to_vec())
        );
    }

    #[test]
    fn unknown_and_unsupported_options_are_errors() {
        assert_eq!(
            normalized(&["a.c", "-bogus"]),
            Err("unknown argument: '-bogus'".to_string())
        );
        // -Rpass needs its pattern.
        assert_eq!(
            normalized(&["-Rpass"]),
            Err("unknown argument: '-Rpass'".to_string())
        );
        assert_eq!(
            normalized(&["-Wa,-g"]),
            Err(
                "unsupported option '-Wa,-g': accc runs no separate assembler or \
                 preprocessor step"
                    .to_string()
            )
        );
        assert!(normalized(&["-Wp,-C"]).is_err());
        assert!(normalized(&["-Wp,-DX,-C"]).is_err());
        assert!(normalized(&["-Wp,-MDX"]).is_err());
        assert_eq!(
            normalized(&["-Wp,-DX=1,-UY,-Iinc"]),
            Ok(["-DX=1", "-UY", "-Iinc"].map(String::from).to_vec())
        );
        assert_eq!(
            normalized(&["-Wp,-MD,deps/a.d", "-Wp,-MMD,b.d", "-Wp,-MD", "-Wp,-MMD"]),
            Ok([
                "--MD", "--MF", "deps/a.d", "--MMD", "--MF", "b.d", "--MD", "--MMD"
            ]
            .map(String::from)
            .to_vec())
        );
        // Left to clap: two dashes, one letter.
        assert_eq!(
            normalized(&["--bogus", "-Q"]),
            Ok(vec!["--bogus".into(), "-Q".into()])
        );
    }

    #[test]
    fn clang_spelling_rewrites_only_clang_long_options() {
        assert_eq!(
            clang_spelling("for '--emit-mlir <stage>' and '--std <standard>'"),
            "for '-emit-mlir=<stage>' and '-std=<standard>'"
        );
        // An option column keeps its alignment: one dash less, one space more.
        assert_eq!(
            clang_spelling("  --emit-llvm   Emit"),
            "   -emit-llvm   Emit"
        );
        assert_eq!(
            clang_spelling("--isystem <dir>"),
            "-isystem <dir>",
            "only joined options get '='"
        );
        assert_eq!(
            clang_spelling("--help, --out-dir <dir>, --bogus"),
            "--help, --out-dir <dir>, --bogus"
        );
    }
}
