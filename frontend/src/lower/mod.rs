#![allow(non_upper_case_globals)]
//! C with OpenACC → MLIR text (`func`, `arith`, `scf`, `cf`, `llvm`, `acc`),
//! following the IR conventions of `DESIGN.md`.
//!
//! The lowering walks libclang's AST of the main file: every function
//! defined there (and every function defined in a header that it calls)
//! becomes a `func.func`; functions only declared are `llvm.func`
//! declarations called with `llvm.call` (variadic ones with `vararg`);
//! every signature and call follows the C calling convention of clang for
//! x86-64 (`c::abi` classifies, `c::calls` marshals aggregates through memory);
//! globals are `llvm.mlir.global`s, emitted when used. C objects live in
//! memory (`llvm.alloca` in the entry block of their scope), values are
//! `llvm.load`/`llvm.store`d, arithmetic is `arith`, statements are `scf`
//! where structured and `cf` otherwise (`c::stmt`), and OpenACC directives
//! are `acc` operations (`acc`). Declarations are `c::decl`'s, constant
//! initializers `c::constant`'s; this module holds the entry points, the
//! lowering's state and the module's assembly.
//!
//! The module is produced as text and parsed and verified by MLIR (the
//! caller does that; with [`lower_file_streaming`] each function as soon as
//! it is lowered, while the next ones are): a module that does not verify is
//! a bug of this lowering, reported as such. Constructs outside the supported C subset
//! are located errors (`unsupported C construct: ...`).

mod macros;

use crate::acc;
use crate::c::body::{Body, Value};
pub use crate::c::types::{Ty, Types};
use crate::c::{abi, expr};
use crate::clang::{Cursor, Index, TranslationUnit};
use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLoc};
use clang_sys::*;
pub(crate) use macros::{directive_macros, unit_macros};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use std::sync::mpsc::Sender;

impl Lowerer {
    pub(crate) fn new(file: &str) -> Self {
        Lowerer {
            file: file.to_string(),
            directives: Default::default(),
            openacc: true,
            tbaa: false,
            user_headers: Vec::new(),
            declares_openacc_api: false,
            for_source_printer: false,
            locations: Default::default(),
            source: std::fs::read(file).unwrap_or_default(),
            line_starts: Vec::new(),
            types: Types::default(),
            errors: Vec::new(),
            globals: Vec::new(),
            symbols: HashSet::new(),
            pending: Vec::new(),
            lowered: HashSet::new(),
            functions: Vec::new(),
            sink: None,
            streamed: Vec::new(),
            names: HashMap::new(),
            strings: HashMap::new(),
            recipes: Vec::new(),
            routines: HashMap::new(),
            declared: HashSet::new(),
            macros: Default::default(),
            unit_macros: None,
            gnu_inline: false,
            linkages: HashMap::new(),
            directive_if: None,
            directive_self: None,
            directive_async: false,
            struct_reductions: Vec::new(),
            f: Function::default(),
        }
    }

    pub(crate) fn error(&mut self, error: Unsupported) {
        // A directive can be seen twice (routine directives are collected
        // before the functions are lowered): one report each.
        let diagnostic = error.into_diagnostic();
        if !self.errors.contains(&diagnostic) {
            self.errors.push(diagnostic);
        }
    }

    /// The MLIR location of a cursor (where it is spelled), as an alias
    /// (see [`Self::source_loc`]); its file found by libclang's handle
    /// (the file's name fetched once per file).
    pub(crate) fn loc(&self, cursor: &Cursor) -> String {
        // A directive written with `_Pragma` from a macro is where the
        // macro is used (Clang's diagnostics say so too); an expression in
        // a `_Pragma` operator's text (no file) where the operator is.
        let kind = cursor.kind();
        let operator = (crate::clang::DirectiveKind::from_cursor_kind(kind).is_some()
            || kind == CXCursor_UnexposedDecl)
            && cursor.starts_in_macro_expansion();
        let position = if operator {
            cursor.file_position()
        } else {
            cursor
                .spelling_position()
                .or_else(|| cursor.file_position())
        };
        let Some((file, line, column)) = position else {
            return "loc(unknown)".into();
        };
        let mut locations = self.locations.borrow_mut();
        let slot = match locations.by_handle.get(&(file as usize)) {
            Some(slot) => *slot,
            None => {
                let slot = locations.file_slot(&crate::clang::file_name(file));
                locations.by_handle.insert(file as usize, slot);
                slot
            }
        };
        format!("loc(#l{})", locations.index(slot, line, column))
    }

    /// The location `file:line:col`, as an alias (`loc(#lN)`) defined once
    /// at the top of the module: MLIR parses each distinct location once.
    pub(crate) fn source_loc(&self, l: &SourceLoc) -> String {
        let mut locations = self.locations.borrow_mut();
        let slot = locations.file_slot(&l.file);
        format!("loc(#l{})", locations.index(slot, l.line, l.column))
    }

    pub(crate) fn lower_unit(&mut self, unit: Cursor) -> String {
        // Routine directives first: they name functions by their cursor.
        let top: Vec<Cursor> = unit.children();
        if self.openacc {
            self.macros = directive_macros(&top, &self.source);
        }
        // A function defined twice (GNU89 allows an `extern inline`
        // definition and a later one): the later definition is the
        // function's, as in clang.
        let mut last_definition: HashMap<String, usize> = HashMap::new();
        for (index, cursor) in top.iter().enumerate() {
            if cursor.kind() == CXCursor_FunctionDecl && cursor.is_definition() {
                last_definition.insert(cursor.usr(), index);
            }
        }
        // The OpenACC runtime's API declared (openacc.h, from any header):
        // the source printer may call it.
        self.declares_openacc_api = self.for_source_printer
            && top.iter().any(|c| {
                c.kind() == CXCursor_FunctionDecl && c.spelling() == "acc_set_default_async"
            });
        for (index, cursor) in top.iter().enumerate() {
            if cursor.kind() == CXCursor_FunctionDecl
                && cursor.is_definition()
                && last_definition.get(&cursor.usr()) != Some(&index)
            {
                continue;
            }
            if !cursor.is_in_main_file() {
                // A header's function that this unit defines externally (a
                // C99 inline function that the file declares `extern`, a
                // helper defined in a project header) is the program's
                // definition, as clang emits it; others are lowered when
                // called.
                if cursor.kind() == CXCursor_FunctionDecl
                    && cursor.is_definition()
                    && !cursor.is_in_system_header()
                    && cursor.storage_class() != CX_SC_Static
                    && !self.is_inline_only(cursor)
                {
                    let usr = cursor.usr();
                    if !self.lowered.contains(&usr)
                        && let Err(error) = self.lower_function(*cursor, &usr)
                    {
                        self.error(error);
                    }
                }
                self.lower_pending(unit);
                continue;
            }
            let outcome = match cursor.kind() {
                CXCursor_FunctionDecl if cursor.is_definition() => {
                    let usr = cursor.usr();
                    self.lower_function(*cursor, &usr)
                }
                CXCursor_FunctionDecl => self.routine_attributes(*cursor),
                CXCursor_VarDecl => self.global(*cursor).map(|_| ()),
                CXCursor_UnexposedDecl => self.directive_declaration(*cursor, None),
                _ => Ok(()),
            };
            if let Err(error) = outcome {
                self.error(error);
            }
            self.lower_pending(unit);
        }
        let mut text = String::new();
        for definition in &self.locations.borrow().definitions {
            let _ = writeln!(text, "{definition}");
        }
        if self.tbaa {
            text.push_str(&expr::memory::tbaa_definitions());
        }
        // The main file's inactive preprocessor blocks: the source printer
        // leaves the directives in them as they are.
        let inactive: Vec<(usize, usize)> = unit
            .skipped_ranges(&self.file)
            .iter()
            .map(|r| (r.start, r.end))
            .collect();
        let _ = writeln!(
            text,
            "module attributes {{{}}} {{",
            acc2omp_dialects::attrs::module_mlir(
                &quote(&self.file),
                &inactive,
                &self.directives.values().cloned().collect::<Vec<_>>(),
                &self.struct_reductions,
                &self.user_headers,
                self.declares_openacc_api,
            )
        );
        for recipe in &self.recipes {
            let _ = writeln!(text, "{recipe}");
        }
        for global in &self.globals {
            let _ = writeln!(text, "{global}");
        }
        let mut routines: Vec<_> = self.routines.values().flatten().collect();
        routines.sort();
        for routine in routines {
            let _ = writeln!(text, "{routine}");
        }
        for function in &self.functions {
            let _ = writeln!(text, "{}", self.with_routine_info(function));
        }
        let _ = writeln!(text, "}} loc({}:1:1)", quote(&self.file));
        text
    }

    /// Sends `function` (its text, with the placeholder of its attributes)
    /// to [`Self::sink`], or keeps it for the module's text. A sent
    /// function is parsed alone: its text comes with the definitions of the
    /// location aliases it uses (`#lN`, in `loc(#lN)` and in named
    /// locations, `loc("name"(#lN))`) and, if it uses them, the TBAA nodes'; its
    /// linkage is known now, its `acc.routine_info` may not be (a
    /// `routine(name)` directive after the body: [`Self::routine_attributes_of_streamed`]).
    pub(crate) fn emit_function(&mut self, name: &str, function: String) {
        let Some(sink) = &self.sink else {
            self.functions.push(function);
            return;
        };
        let function = self.with_routine_info(&function);
        let mut text = String::new();
        {
            let locations = self.locations.borrow();
            let mut used: Vec<usize> = Vec::new();
            let mut rest = function.as_str();
            while let Some(at) = rest.find("#l") {
                let tail = &rest[at + 2..];
                let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
                if let Ok(index) = tail[..digits].parse() {
                    used.push(index);
                }
                rest = &tail[digits..];
            }
            used.sort_unstable();
            used.dedup();
            for index in used {
                if let Some(definition) = locations.definitions.get(index) {
                    let _ = writeln!(text, "{definition}");
                }
            }
        }
        if self.tbaa {
            text.push_str(&expr::memory::tbaa_definitions_used_by(Some(&function)));
        }
        text.push_str(&function);
        // (A receiver gone has panicked; its thread's panic is reported.)
        let _ = sink.send(FunctionChunk {
            symbol: name.to_string(),
            text,
        });
        self.streamed.push(name.to_string());
    }

    /// The `acc.routine_info` attribute of each streamed function that has
    /// routine directives, now that every directive is known.
    fn routine_attributes_of_streamed(&self) -> Vec<FunctionAttribute> {
        self.streamed
            .iter()
            .filter_map(|name| {
                let routines = self.routines.get(name).filter(|r| !r.is_empty())?;
                let symbols: Vec<&str> = routines
                    .iter()
                    .filter_map(|r| r.split_whitespace().nth(1))
                    .collect();
                Some(FunctionAttribute {
                    function: name.clone(),
                    name: "acc.routine_info".into(),
                    value: format!("#acc.routine_info<[{}]>", symbols.join(", ")),
                })
            })
            .collect()
    }

    /// A function's text with its `acc.routine_info` (from the placeholder
    /// `\u{1}name\u{1}` after its signature).
    pub(crate) fn with_routine_info(&self, function: &str) -> String {
        let Some(start) = function.find('\u{1}') else {
            return function.to_string();
        };
        let end = function[start + 1..]
            .find('\u{1}')
            .map_or(start, |e| start + 1 + e);
        let name = &function[start + 1..end];
        let mut entries = Vec::new();
        if let Some(routines) = self.routines.get(name).filter(|r| !r.is_empty()) {
            let symbols: Vec<String> = routines
                .iter()
                .filter_map(|r| r.split_whitespace().nth(1).map(str::to_string))
                .collect();
            entries.push(format!(
                "acc.routine_info = #acc.routine_info<[{}]>",
                symbols.join(", ")
            ));
        }
        if let Some(linkage) = self.linkages.get(name) {
            entries.push(format!("llvm.linkage = #llvm.linkage<{linkage}>"));
        }
        let attributes = if entries.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", entries.join(", "))
        };
        format!("{}{attributes}{}", &function[..start], &function[end + 1..])
    }

    /// Lowers the definitions from headers that the lowered functions call
    /// (scheduled by [`Self::function_symbol`]), and those they call.
    pub(crate) fn lower_pending(&mut self, unit: Cursor) {
        while let Some(usr) = self.pending.pop() {
            if let Some(definition) = find_definition(unit, &usr)
                && let Err(error) = self.lower_function(definition, &usr)
            {
                self.error(error);
            }
        }
    }
}

/// A located error of the lowering (the construct is not supported).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    pub location: Option<SourceLoc>,
    pub message: String,
}

impl Unsupported {
    fn into_diagnostic(self) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            location: self.location,
            message: self.message,
            notes: Vec::new(),
        }
    }
}

pub(crate) type Result<T> = std::result::Result<T, Unsupported>;

/// What the front end produced for one file.
#[derive(Debug)]
pub struct Output {
    /// The module (MLIR text), when there is no error; with
    /// [`lower_file_streaming`], all but the functions sent as they were
    /// lowered.
    pub mlir: Option<String>,
    /// Clang's and the lowering's diagnostics, in order.
    pub diagnostics: Vec<Diagnostic>,
    /// Time spent in Clang (parsing, semantic analysis) and in the lowering.
    pub clang_time: std::time::Duration,
    pub lowering_time: std::time::Duration,
    /// libclang made no translation unit at all (an invalid target or
    /// language option, say: libclang gives only an error code, no
    /// diagnostics); `diagnostics` then holds that code's error.
    pub parse_failed: bool,
    /// With [`lower_file_streaming`]: the `acc.routine_info` of each sent
    /// function that has `routine` directives, complete now (a directive
    /// may follow the function's body), to set on the parsed function.
    pub function_attributes: Vec<FunctionAttribute>,
}

/// One function of the module, sent by [`lower_file_streaming`] as soon as
/// it is lowered: MLIR text that parses alone (a `func.func`, with the
/// attribute aliases it uses). The module's text ([`Output::mlir`]) then
/// holds everything else, and the functions follow its operations in the
/// order they were sent.
#[derive(Debug)]
pub struct FunctionChunk {
    /// The function's symbol.
    pub symbol: String,
    pub text: String,
}

/// An attribute (`name = value`, MLIR text) of a streamed function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionAttribute {
    pub function: String,
    pub name: String,
    pub value: String,
}

/// Parses `file` with Clang (`arguments` are Clang's driver arguments;
/// `-fopenacc` is added) and lowers it.
pub fn lower_file(file: &str, arguments: &[String]) -> Output {
    lower_file_with(file, arguments, &Options::default())
}

/// What the lowering produces besides the program's meaning.
#[derive(Clone, Debug)]
pub struct Options {
    /// Lower OpenACC directives; false (`-fno-openacc`): the C alone, Clang
    /// parses without `-fopenacc` and the directives' statements are lowered
    /// as plain C.
    pub openacc: bool,
    /// Type-based alias information (C's effective-type rule) on the loads
    /// and stores of scalar lvalues, as clang gives it when it optimizes
    /// (`-O1` and up, unless `-fno-strict-aliasing`).
    pub tbaa: bool,
    /// Record what only the source printer reads: the program's own
    /// headers and whether the unit declares the OpenACC runtime's API
    /// ([`acc2omp_dialects::attrs::USER_HEADERS`], [`OPENACC_API`]).
    ///
    /// [`OPENACC_API`]: acc2omp_dialects::attrs::OPENACC_API
    pub for_source_printer: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            openacc: true,
            tbaa: false,
            for_source_printer: false,
        }
    }
}

/// [`lower_file`] with [`Options`].
pub fn lower_file_with(file: &str, arguments: &[String], options: &Options) -> Output {
    lower(file, arguments, options, None)
}

/// [`lower_file_with`], each function sent to `sink` as soon as it is
/// lowered ([`FunctionChunk`]), so that the caller parses it while the next
/// ones are lowered; [`Output::mlir`] holds the rest of the module. The
/// channel closes when the lowering is done. Functions sent before an
/// error are not part of any module (`mlir` is `None`).
pub fn lower_file_streaming(
    file: &str,
    arguments: &[String],
    options: &Options,
    sink: Sender<FunctionChunk>,
) -> Output {
    lower(file, arguments, options, Some(sink))
}

fn lower(
    file: &str,
    arguments: &[String],
    options: &Options,
    sink: Option<Sender<FunctionChunk>>,
) -> Output {
    let openacc = options.openacc;
    let mut arguments = arguments.to_vec();
    if openacc && !arguments.iter().any(|a| a == "-fopenacc") {
        arguments.push("-fopenacc".into());
    }
    if !openacc {
        // `#pragma acc` is then an unknown pragma, ignored on purpose.
        arguments.retain(|a| a != "-fopenacc");
        arguments.push("-Wno-unknown-pragmas".into());
    }
    let start = std::time::Instant::now();
    let index = Index::new();
    let unit = match TranslationUnit::parse(&index, file, &arguments) {
        Ok(unit) => unit,
        Err(error) => {
            return Output {
                mlir: None,
                diagnostics: vec![Diagnostic {
                    severity: Severity::Error,
                    location: None,
                    message: format!("{file}: {error}"),
                    notes: Vec::new(),
                }],
                clang_time: start.elapsed(),
                lowering_time: Default::default(),
                parse_failed: true,
                function_attributes: Vec::new(),
            };
        }
    };
    let mut diagnostics = unit.diagnostics();
    let clang_time = start.elapsed();
    if diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return Output {
            mlir: None,
            diagnostics,
            clang_time,
            lowering_time: Default::default(),
            parse_failed: false,
            function_attributes: Vec::new(),
        };
    }
    let start = std::time::Instant::now();
    let mut lowerer = Lowerer::new(file);
    lowerer.openacc = openacc;
    lowerer.gnu_inline = gnu_inline_semantics(&arguments);
    lowerer.tbaa = options.tbaa;
    lowerer.for_source_printer = options.for_source_printer;
    if options.for_source_printer {
        lowerer.user_headers = unit.user_headers();
    }
    lowerer.sink = sink;
    let mlir = lowerer.lower_unit(unit.cursor());
    // The channel closes here: the receiver has every function.
    lowerer.sink = None;
    let function_attributes = lowerer.routine_attributes_of_streamed();
    let failed = lowerer.errors.iter().any(|d| d.severity == Severity::Error);
    diagnostics.extend(lowerer.errors);
    Output {
        mlir: (!failed).then_some(mlir),
        diagnostics,
        clang_time,
        lowering_time: start.elapsed(),
        parse_failed: false,
        function_attributes,
    }
}

/// Whether Clang's arguments ask for GNU89 inline semantics: the last of
/// `-fgnu89-inline`/`-fno-gnu89-inline`, else a C89 standard.
pub(crate) fn gnu_inline_semantics(arguments: &[String]) -> bool {
    let mut flag = None;
    let mut c89 = false;
    for argument in arguments {
        match argument.as_str() {
            "-fgnu89-inline" => flag = Some(true),
            "-fno-gnu89-inline" => flag = Some(false),
            _ => {}
        }
        if let Some(standard) = argument.strip_prefix("-std=") {
            c89 = matches!(
                standard,
                "c89" | "c90" | "gnu89" | "gnu90" | "iso9899:1990" | "iso9899:199409"
            );
        }
    }
    flag.unwrap_or(c89)
}

/// A variable: its address and C type.
#[derive(Clone, Debug)]
pub(crate) struct Var {
    pub(crate) addr: Value,
    pub(crate) ty: Ty,
}

/// Where `break` and `continue` go in the innermost loop or switch.
#[derive(Clone, Debug)]
pub(crate) enum JumpTarget {
    /// A loop lowered with `cf`: the blocks to branch to, and how many
    /// block scopes ([`Function::blocks`]) were open outside it (those
    /// inside that allocated variable-length arrays free them on the way).
    Blocks {
        break_to: Option<String>,
        continue_to: Option<String>,
        scopes: usize,
    },
    /// The start of an op's region (an OpenACC construct's body): nothing
    /// outside it can be branched to from inside.
    Barrier,
}

/// A compound statement being lowered: its source range, and the stack
/// pointer saved before its first variable-length array (restored when
/// control leaves it, as Clang does, so that a loop's arrays do not pile
/// up).
#[derive(Clone, Debug)]
pub(crate) struct BlockScope {
    pub(crate) range: Option<crate::clang::ByteRange>,
    pub(crate) stack: Option<String>,
}

/// The state of the function being lowered.
#[derive(Default)]
pub(crate) struct Function {
    pub(crate) body: Body,
    /// The definition's bytes in the main file (`None` in another file).
    pub(crate) extent: Option<(usize, usize)>,
    /// The compound statements around the current statement, innermost
    /// last.
    pub(crate) blocks: Vec<BlockScope>,
    pub(crate) locals: HashMap<String, Var>,
    pub(crate) result: Option<Ty>,
    /// How the result is returned (the C calling convention), and the
    /// `sret` pointer when it is returned in memory.
    pub(crate) result_pass: Option<abi::Pass>,
    pub(crate) sret: Option<Value>,
    /// Block labels of C labels (`goto`).
    pub(crate) labels: HashMap<String, String>,
    /// The labels of the regions other than the function's whose `goto`s
    /// and labels stay inside them (a loop construct's body), innermost
    /// last.
    pub(crate) local_labels: Vec<HashSet<String>>,
    pub(crate) targets: Vec<JumpTarget>,
    /// Global addresses materialized before a compute construct (USR →
    /// address), so that the construct sees them as live-ins.
    pub(crate) hoisted: Vec<HashMap<String, Value>>,
    /// Whether the current region takes several blocks (the function body,
    /// `scf.execute_region`) or one (`scf`, `acc` regions).
    pub(crate) cfg_region: Vec<bool>,
    /// Loop control variables of enclosing `acc.loop`s and their private copies.
    pub(crate) in_compute: usize,
    /// The compute constructs around the current statement, innermost last.
    pub(crate) computes: Vec<crate::openacc::directive::DirectiveName>,
    /// Offsets of `cache` directives already lowered as `acc.cache`.
    pub(crate) cached: HashSet<usize>,
    /// Pointer variables whose sections are in a construct's clauses: inside
    /// the construct, their value is the clause operation's result.
    pub(crate) values: HashMap<String, Value>,
    /// Member expressions named in a construct's clauses (`s.v`, `p->w`),
    /// by spelling: inside the construct they designate the clause's copy.
    pub(crate) members: HashMap<String, Var>,
    /// Local variables by name (the innermost declaration), for `declare`.
    pub(crate) names: HashMap<String, String>,
    /// The function's `declare` directives: their token, entries, location
    /// and directive's byte range.
    pub(crate) declares: Vec<FunctionDeclare>,
}

/// A `declare` directive of a function: its token, entries, location and
/// directive's byte range; exited at each return.
pub(crate) type FunctionDeclare = (String, Vec<acc::Entry>, String, Option<(usize, usize)>);

/// Module-level state and the lowering of declarations.
pub(crate) struct Lowerer {
    pub(crate) file: String,
    /// The main file's directives lowered so far, for the source printer.
    /// (By the directive's range: a directive's ranges can be computed
    /// twice.)
    pub(crate) directives:
        std::collections::BTreeMap<(usize, usize), acc2omp_dialects::attrs::DirectiveSource>,
    /// Whether OpenACC directives are lowered (`-fno-openacc`: not).
    pub(crate) openacc: bool,
    /// Whether scalar loads and stores carry TBAA tags (see [`Options`]).
    pub(crate) tbaa: bool,
    /// The program's own headers, for the source printer
    /// ([`acc2omp_dialects::attrs::USER_HEADERS`]).
    pub(crate) user_headers: Vec<String>,
    /// Whether the unit declares the OpenACC runtime's API
    /// ([`acc2omp_dialects::attrs::OPENACC_API`]).
    pub(crate) declares_openacc_api: bool,
    /// See [`Options::for_source_printer`].
    pub(crate) for_source_printer: bool,
    /// Interned locations (see [`Lowerer::source_loc`]).
    pub(crate) locations: std::cell::RefCell<Locations>,
    /// The main file's text (for the byte ranges of statements).
    pub(crate) source: Vec<u8>,
    /// The offsets where the main file's lines start (made at first use).
    pub(crate) line_starts: Vec<usize>,
    pub(crate) types: Types,
    pub(crate) errors: Vec<Diagnostic>,
    /// Module-level operations in emission order, by symbol.
    pub(crate) globals: Vec<String>,
    pub(crate) symbols: HashSet<String>,
    /// Functions with a definition to lower, by USR (definitions in headers
    /// are lowered when called).
    pub(crate) pending: Vec<String>,
    pub(crate) lowered: HashSet<String>,
    pub(crate) functions: Vec<String>,
    /// Where each function goes as soon as it is lowered, when the caller
    /// parses them beside the lowering ([`lower_file_streaming`]): a
    /// [`FunctionChunk`] each, instead of [`Self::functions`].
    pub(crate) sink: Option<Sender<FunctionChunk>>,
    /// The symbols of the functions sent to [`Self::sink`], in order.
    pub(crate) streamed: Vec<String>,
    /// The USR → symbol name of functions and globals.
    pub(crate) names: HashMap<String, String>,
    pub(crate) strings: HashMap<Vec<u8>, String>,
    pub(crate) recipes: Vec<String>,
    pub(crate) routines: HashMap<String, Vec<String>>,
    pub(crate) declared: HashSet<String>,
    /// The macros OpenACC directives of the file use (see [`crate::openacc::macros`]).
    pub(crate) macros: crate::openacc::macros::Macros,
    /// Every macro of the unit, made when a directive written with
    /// `_Pragma` needs them (see [`unit_macros`]).
    pub(crate) unit_macros: Option<crate::openacc::macros::Macros>,
    /// GNU89 inline semantics (`-fgnu89-inline`, `-std=gnu89`...).
    pub(crate) gnu_inline: bool,
    /// The LLVM linkage of function definitions that do not have external
    /// linkage: `internal` (`static`), `available_externally` (an inline
    /// definition only, see [`Lowerer::is_inline_only`]).
    pub(crate) linkages: HashMap<String, &'static str>,
    /// The `if` condition (an `i1`) of the directive being lowered, once
    /// its scalar clauses are (pointer-to-pointer sections' calls run under
    /// it).
    pub(crate) directive_if: Option<String>,
    /// The `self` clause of the compute construct being lowered: its
    /// condition (`None`: `self` without one, always true).
    pub(crate) directive_self: Option<Option<String>>,
    /// Whether the directive being lowered has an `async` clause.
    pub(crate) directive_async: bool,
    /// Reductions of structs, for the source printer
    /// ([`acc2omp_dialects::attrs::StructReduction`]).
    pub(crate) struct_reductions: Vec<acc2omp_dialects::attrs::StructReduction>,
    pub(crate) f: Function,
}

/// The module's location aliases: each distinct `file:line:col` one alias
/// `#lN`, its file found by name or by libclang's file handle.
#[derive(Default)]
pub(crate) struct Locations {
    /// Each file: its name quoted, (line, column) → alias number.
    #[allow(clippy::type_complexity)]
    files: Vec<(String, HashMap<(usize, usize), usize>)>,
    /// File name → its place in `files`.
    by_name: HashMap<String, usize>,
    /// libclang's `CXFile` → its place in `files`.
    by_handle: HashMap<usize, usize>,
    /// The aliases' definitions (`#lN = loc(...)`), by number.
    pub(crate) definitions: Vec<String>,
}

impl Locations {
    /// The place of the file named `name` in `files`.
    fn file_slot(&mut self, name: &str) -> usize {
        if let Some(slot) = self.by_name.get(name) {
            return *slot;
        }
        let slot = self.files.len();
        self.files.push((quote(name), HashMap::new()));
        self.by_name.insert(name.to_string(), slot);
        slot
    }

    /// The alias number of `line:column` in the file at `slot`, defined at
    /// its first use.
    fn index(&mut self, slot: usize, line: usize, column: usize) -> usize {
        let next = self.definitions.len();
        let (quoted, lines) = &mut self.files[slot];
        let index = *lines.entry((line, column)).or_insert(next);
        if index == next {
            let definition = format!("#l{next} = loc({quoted}:{line}:{column})");
            self.definitions.push(definition);
        }
        index
    }
}

/// A top-level definition by USR (a function defined in a header).
pub(crate) fn find_definition<'t>(unit: Cursor<'t>, usr: &str) -> Option<Cursor<'t>> {
    unit.children()
        .into_iter()
        .find(|c| c.kind() == CXCursor_FunctionDecl && c.is_definition() && c.usr() == usr)
}

/// Module-level text (a recipe) with `loc` on each operation, on the
/// arguments of its blocks and on the whole.
pub(crate) fn located(text: &str, loc: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::with_capacity(lines.len());
    for (index, line) in lines.iter().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("^bb") {
            out.push(
                line.replace(", %", &format!(" {loc}, %"))
                    .replace("):", &format!(" {loc}):")),
            );
        } else if index + 1 == lines.len() && trimmed == "}" {
            out.push(format!("{line} {loc}"));
        } else if trimmed.ends_with('{') || trimmed.starts_with('}') || trimmed.is_empty() {
            out.push(line.to_string());
        } else {
            out.push(format!("{line} {loc}"));
        }
    }
    out.join("\n")
}

/// MLIR's quoted string.
pub(crate) fn quote(text: &str) -> String {
    acc2omp_dialects::attrs::mlir_string(text)
}
