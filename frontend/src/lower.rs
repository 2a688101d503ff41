#![allow(non_upper_case_globals)]
//! C with OpenACC → MLIR text (`func`, `arith`, `scf`, `cf`, `llvm`, `acc`),
//! following the IR conventions of `DESIGN.md`.
//!
//! The lowering walks libclang's AST of the main file: every function
//! defined there (and every function defined in a header that it calls)
//! becomes a `func.func`; functions only declared are `llvm.func`
//! declarations called with `llvm.call` (variadic ones with `vararg`);
//! every signature and call follows the C calling convention of clang for
//! x86-64 ([`abi`] classifies, [`calls`] marshals aggregates through memory);
//! globals are `llvm.mlir.global`s, emitted when used. C objects live in
//! memory (`llvm.alloca` in the entry block of their scope), values are
//! `llvm.load`/`llvm.store`d, arithmetic is `arith`, statements are `scf`
//! where structured and `cf` otherwise ([`stmt`]), and OpenACC directives
//! are `acc` operations ([`acc`]).
//!
//! The module is produced as text and parsed and verified by MLIR (the
//! caller does that): a module that does not verify is a bug of this
//! lowering, reported as such. Constructs outside the supported C subset
//! are located errors (`unsupported C construct: ...`).

use crate::acc;
use crate::c::body::{Body, Value};
pub use crate::c::types::{Ty, Types};
use crate::c::{abi, complex, expr, float80, init, types};
use crate::clang::{Cursor, Index, TranslationUnit};
use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLoc};
use clang_sys::*;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// The macro definitions that the main file's OpenACC directives use,
/// directly or through other macros (the last definition of each name in
/// the translation unit; see [`crate::openacc::macros`]).
fn directive_macros(top: &[Cursor], source: &[u8]) -> crate::openacc::macros::Macros {
    let mut macros = crate::openacc::macros::Macros::default();
    let mut wanted: Vec<String> = directive_identifiers(source);
    if wanted.is_empty() {
        return macros;
    }
    let definitions: HashMap<String, Cursor> = top
        .iter()
        .filter(|c| c.kind() == CXCursor_MacroDefinition)
        .map(|c| (c.spelling(), *c))
        .collect();
    let mut seen: HashSet<String> = HashSet::new();
    while let Some(name) = wanted.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(cursor) = definitions.get(&name) else {
            continue;
        };
        let Some((name, definition)) = crate::openacc::macros::Macro::from_tokens(
            &cursor.tokens(),
            cursor.is_function_like_macro(),
        ) else {
            continue;
        };
        wanted.extend(
            definition
                .body
                .iter()
                .filter(|t| {
                    matches!(
                        t.kind,
                        crate::clang::TokenKind::Identifier | crate::clang::TokenKind::Keyword
                    )
                })
                .map(|t| t.spelling.clone()),
        );
        macros.define(name, definition);
    }
    macros
}

/// The identifiers of the `#pragma acc` lines of `source` (with their
/// continuation lines).
fn directive_identifiers(source: &[u8]) -> Vec<String> {
    let mut names = Vec::new();
    let text = String::from_utf8_lossy(source);
    let mut continued = false;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().take(3).collect();
        let directive = matches!(
            words.as_slice(),
            ["#pragma", "acc", ..] | ["#", "pragma", "acc"]
        );
        if directive || continued {
            let mut word = String::new();
            for c in line.chars().chain(std::iter::once(' ')) {
                if c.is_alphanumeric() || c == '_' {
                    word.push(c);
                } else if !word.is_empty() {
                    if !word.starts_with(|c: char| c.is_ascii_digit()) {
                        names.push(std::mem::take(&mut word));
                    }
                    word.clear();
                }
            }
        }
        continued = (directive || continued) && line.trim_end().ends_with('\\');
    }
    names
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
    /// The module (MLIR text), when there is no error.
    pub mlir: Option<String>,
    /// Clang's and the lowering's diagnostics, in order.
    pub diagnostics: Vec<Diagnostic>,
    /// Time spent in Clang (parsing, semantic analysis) and in the lowering.
    pub clang_time: std::time::Duration,
    pub lowering_time: std::time::Duration,
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
}

impl Default for Options {
    fn default() -> Self {
        Options {
            openacc: true,
            tbaa: false,
        }
    }
}

/// [`lower_file`] with [`Options`].
pub fn lower_file_with(file: &str, arguments: &[String], options: &Options) -> Output {
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
        };
    }
    let start = std::time::Instant::now();
    let mut lowerer = Lowerer::new(file);
    lowerer.openacc = openacc;
    lowerer.gnu_inline = gnu_inline_semantics(&arguments);
    lowerer.tbaa = options.tbaa;
    let mlir = lowerer.lower_unit(unit.cursor());
    let failed = lowerer.errors.iter().any(|d| d.severity == Severity::Error);
    diagnostics.extend(lowerer.errors);
    Output {
        mlir: (!failed).then_some(mlir),
        diagnostics,
        clang_time,
        lowering_time: start.elapsed(),
    }
}

/// Whether Clang's arguments ask for GNU89 inline semantics: the last of
/// `-fgnu89-inline`/`-fno-gnu89-inline`, else a C89 standard.
fn gnu_inline_semantics(arguments: &[String]) -> bool {
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
pub(crate) type FunctionDeclare = (
    String,
    Vec<acc::DeclareEntry>,
    String,
    Option<(usize, usize)>,
);

/// Module-level state and the lowering of declarations.
pub(crate) struct Lowerer {
    pub(crate) file: String,
    /// Whether OpenACC directives are lowered (`-fno-openacc`: not).
    pub(crate) openacc: bool,
    /// Whether scalar loads and stores carry TBAA tags (see [`Options`]).
    pub(crate) tbaa: bool,
    /// Interned locations: (file, line, column) → alias number, and the
    /// alias definitions in order.
    #[allow(clippy::type_complexity)]
    pub(crate) locations: std::cell::RefCell<(HashMap<(String, usize, usize), usize>, Vec<String>)>,
    /// The main file's text (for the byte ranges of statements).
    pub(crate) source: Vec<u8>,
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
    /// The USR → symbol name of functions and globals.
    pub(crate) names: HashMap<String, String>,
    pub(crate) strings: HashMap<Vec<u8>, String>,
    pub(crate) recipes: Vec<String>,
    pub(crate) routines: HashMap<String, Vec<String>>,
    pub(crate) declared: HashSet<String>,
    /// The macros OpenACC directives of the file use (see [`crate::openacc::macros`]).
    pub(crate) macros: crate::openacc::macros::Macros,
    /// GNU89 inline semantics (`-fgnu89-inline`, `-std=gnu89`...).
    pub(crate) gnu_inline: bool,
    /// The LLVM linkage of function definitions that do not have external
    /// linkage: `internal` (`static`), `available_externally` (an inline
    /// definition only, see [`Lowerer::is_inline_only`]).
    pub(crate) linkages: HashMap<String, &'static str>,
    pub(crate) f: Function,
}

impl Lowerer {
    fn new(file: &str) -> Self {
        Lowerer {
            file: file.to_string(),
            openacc: true,
            tbaa: false,
            locations: Default::default(),
            source: std::fs::read(file).unwrap_or_default(),
            types: Types::default(),
            errors: Vec::new(),
            globals: Vec::new(),
            symbols: HashSet::new(),
            pending: Vec::new(),
            lowered: HashSet::new(),
            functions: Vec::new(),
            names: HashMap::new(),
            strings: HashMap::new(),
            recipes: Vec::new(),
            routines: HashMap::new(),
            declared: HashSet::new(),
            macros: Default::default(),
            gnu_inline: false,
            linkages: HashMap::new(),
            f: Function::default(),
        }
    }

    fn error(&mut self, error: Unsupported) {
        // A directive can be seen twice (routine directives are collected
        // before the functions are lowered): one report each.
        let diagnostic = error.into_diagnostic();
        if !self.errors.contains(&diagnostic) {
            self.errors.push(diagnostic);
        }
    }

    /// The MLIR location of a cursor.
    pub(crate) fn loc(&self, cursor: &Cursor) -> String {
        match cursor.location() {
            Some(l) => self.source_loc(&l),
            None => "loc(unknown)".into(),
        }
    }

    /// The location `file:line:col`, as an alias (`loc(#lN)`) defined once
    /// at the top of the module: MLIR parses each distinct location once.
    pub(crate) fn source_loc(&self, l: &SourceLoc) -> String {
        let mut locations = self.locations.borrow_mut();
        let key = (l.file.clone(), l.line, l.column);
        let next = locations.0.len();
        let index = *locations.0.entry(key).or_insert(next);
        if index == next {
            let definition = format!(
                "#l{index} = loc({}:{}:{})",
                quote(&l.file),
                l.line,
                l.column
            );
            locations.1.push(definition);
        }
        format!("loc(#l{index})")
    }

    /// The alignment of a variable's storage, as Clang gives it: its type's,
    /// at least 16 for an array of 16 bytes or more (the x86-64 psABI:
    /// code compiled elsewhere may use aligned SSE accesses on it), and at
    /// least what an `aligned` attribute or `_Alignas` asks.
    pub(crate) fn variable_align(&self, declaration: &Cursor, ty: &Ty) -> Result<u64> {
        /// x86-64's large-array rule (Clang's `LargeArrayMinWidth` and
        /// `LargeArrayAlign`, in bytes).
        const LARGE_ARRAY: u64 = 16;
        let mut align = self.types.align_of(ty);
        if matches!(ty, Ty::Array(..))
            && self
                .types
                .size_of(ty)
                .is_none_or(|size| size >= LARGE_ARRAY)
        {
            align = align.max(LARGE_ARRAY);
        }
        if let Some(attribute) = declaration
            .children()
            .into_iter()
            .find(|c| c.kind() == CXCursor_AlignedAttr)
        {
            // The attributes' arguments are not in libclang's tree: they are
            // read from the declaration as Clang prints it (macros expanded).
            let printed = declaration.pretty_printed();
            let asked = requested_alignments(&printed).ok_or_else(|| {
                types::unsupported(
                    &attribute,
                    "alignment given by an expression or a type (only an integer is read)",
                )
            })?;
            align = asked.into_iter().fold(align, u64::max);
        }
        Ok(align)
    }

    /// The location of a variable's storage: its declaration's, named after
    /// the variable (`loc("x"(#lN))`), so that passes can name a variable
    /// they make a clause for (an implicit data attribute).
    pub(crate) fn variable_loc(&self, declaration: &Cursor) -> String {
        let loc = self.loc(declaration);
        let name = declaration.spelling();
        match loc.strip_prefix("loc(").and_then(|l| l.strip_suffix(')')) {
            Some(inner) if !name.is_empty() => format!("loc({}({inner}))", quote(&name)),
            _ => loc,
        }
    }

    fn lower_unit(&mut self, unit: Cursor) -> String {
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
        for definition in &self.locations.borrow().1 {
            let _ = writeln!(text, "{definition}");
        }
        if self.tbaa {
            text.push_str(&expr::tbaa_definitions());
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
            acc2omp_dialects::attrs::module_mlir(&quote(&self.file), &inactive)
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

    /// A function's text with its `acc.routine_info` (from the placeholder
    /// `\u{1}name\u{1}` after its signature).
    fn with_routine_info(&self, function: &str) -> String {
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

    /// The symbol of a function or global (its C name).
    pub(crate) fn symbol(&mut self, cursor: &Cursor) -> String {
        let usr = cursor.usr();
        if let Some(name) = self.names.get(&usr) {
            return name.clone();
        }
        let name = cursor.spelling();
        self.names.insert(usr, name.clone());
        name
    }

    /// Lowers the definitions from headers that the lowered functions call
    /// (scheduled by [`Self::function_symbol`]), and those they call.
    fn lower_pending(&mut self, unit: Cursor) {
        while let Some(usr) = self.pending.pop() {
            if let Some(definition) = find_definition(unit, &usr)
                && let Err(error) = self.lower_function(definition, &usr)
            {
                self.error(error);
            }
        }
    }

    /// A function's symbol, declaring or scheduling it as needed; `true`
    /// when it is (or will be) a `func.func` definition.
    pub(crate) fn function_symbol(&mut self, function: &Cursor) -> Result<(String, bool)> {
        let name = self.symbol(function);
        if let Some(definition) = function.definition() {
            let usr = definition.usr();
            if !self.lowered.contains(&usr) && !definition.is_in_main_file() {
                self.lowered.insert(usr.clone());
                self.pending.push(usr);
            }
            return Ok((name, true));
        }
        if self.symbols.insert(name.clone()) {
            let ty = self.types.convert(function.ty(), function)?;
            let Ty::Func(signature) = ty else {
                return Err(types::unsupported(function, "function declaration"));
            };
            let declaration = self.declaration_text(&name, &signature, &self.loc(function));
            self.globals.push(declaration);
        }
        Ok((name, false))
    }

    /// `acc.routine` directives attached to a function declaration.
    fn routine_attributes(&mut self, function: Cursor) -> Result<()> {
        for child in function.children() {
            if child.kind() == CXCursor_UnexposedAttr {
                self.routine_from_attribute(&function, &child)?;
            }
        }
        Ok(())
    }

    fn lower_function(&mut self, function: Cursor, usr: &str) -> Result<()> {
        self.lowered.insert(usr.to_string());
        if function.spelling() == "acc_register_library" {
            self.errors.push(Diagnostic {
                severity: Severity::Warning,
                location: function.file_location(),
                message: "the OpenACC profiling interface dispatches no event yet: \
                          'acc_register_library' is not called by the runtime, and no \
                          registered callback is called"
                    .into(),
                notes: Vec::new(),
            });
        }
        self.routine_attributes(function)?;
        let name = self.symbol(&function);
        self.symbols.insert(name.clone());
        self.types.vla_lengths.clear();
        self.types.decayed.clear();
        self.f = Function::default();
        self.f.cfg_region.push(true);
        let loc = self.loc(&function);
        let ty = self.types.convert(function.ty(), &function)?;
        let Ty::Func(signature) = ty else {
            return Err(types::unsupported(&function, "function"));
        };
        if signature.variadic && function.ty().canonical().kind() == CXType_FunctionProto {
            return Err(types::unsupported(
                &function,
                "variadic function definition",
            ));
        }
        let children = function.children();
        let params: Vec<Cursor> = children
            .iter()
            .copied()
            .filter(|c| c.kind() == CXCursor_ParmDecl)
            .collect();
        let body = children
            .iter()
            .copied()
            .find(|c| c.kind() == CXCursor_CompoundStmt)
            .ok_or_else(|| types::unsupported(&function, "function without a body"))?;
        let mut arguments = Vec::new();
        let mut vla_dims = Vec::new();
        for (index, param) in params.iter().enumerate() {
            let (param_ty, dims) = self.parameter_type(param)?;
            if !dims.is_empty() {
                vla_dims.push((*param, dims));
            }
            // An old-style definition's parameters are passed as its type
            // says: promoted.
            let passed = match signature.params.get(index) {
                Some(passed)
                    if signature.params.len() == params.len() && param_ty.is_arithmetic() =>
                {
                    passed.clone()
                }
                _ => param_ty.clone(),
            };
            // `T *restrict p`: clang's `noalias`.
            arguments.push((param_ty, passed, *param, is_restrict_parameter(param)));
        }
        let result = signature.result.clone();
        self.f.result = Some(result.clone());
        let (signature_text, result_text) = self.lower_parameters(&arguments, &result, &loc)?;
        // VLA parameters: their dimensions' lengths, then their real type.
        for (param, dims) in vla_dims {
            for (identities, size) in dims {
                let value = self.rvalue(&size)?;
                let size_ty = self.types.convert(size.ty(), &size)?;
                let length = self.convert(value, &size_ty, &Ty::int(64, true), &size)?;
                for identity in identities {
                    self.types.vla_lengths.insert(identity, length.name.clone());
                }
            }
            let ty = self.vla_parameter_type(&param)?;
            if let Some(var) = self.f.locals.get_mut(&param.usr()) {
                var.ty = ty;
            }
        }
        for param in &params {
            self.f.names.insert(param.spelling(), param.usr());
        }
        self.statement(&body)?;
        if !self.f.body.terminated() {
            // Before the closing brace.
            let closing = body.byte_range().map(|r| (r.end - 1, r.end - 1));
            self.declare_exits(closing);
            let end = self.loc(&body);
            // Falling off the end: `main` returns 0, others an unspecified
            // value (C 6.9.1p12), zero here.
            self.lower_return(None, &end);
        }
        let body_text = std::mem::take(&mut self.f.body).finish();
        let visibility = if function.storage_class() == CX_SC_Static {
            "private "
        } else {
            ""
        };
        if function.storage_class() == CX_SC_Static {
            // `private` keeps the symbol in the module; without a linkage
            // the LLVM function would still be external.
            self.linkages.insert(name.clone(), "internal");
        } else if self.is_inline_only(&function) {
            // An inline definition (C99 6.7.4p7) provides no external
            // definition: clang emits it `available_externally`.
            self.linkages.insert(name.clone(), "available_externally");
        }
        // The `acc.routine_info` attribute is added when the module is
        // assembled: a `routine(name)` directive may come after the body.
        let attributes = format!("\u{1}{name}\u{1}");
        self.functions.push(format!(
            "func.func {visibility}@{name}({signature_text}){result_text}{attributes} {body_text} {loc}"
        ));
        Ok(())
    }

    /// Whether a function definition with external linkage is only an
    /// inline definition, with no external definition in this unit, as
    /// Clang's `isInlineDefinitionExternallyVisible` decides: in C99 and
    /// later, when every file-scope declaration of it says `inline` and none
    /// `extern` (6.7.4p7); with GNU89 semantics (`-fgnu89-inline`, C89, or
    /// the `gnu_inline` attribute), when the definition says `extern
    /// inline` and no declaration says `inline` without `extern`.
    fn is_inline_only(&self, function: &Cursor) -> bool {
        if !function.is_inlined() || function.storage_class() == CX_SC_Static {
            return false;
        }
        let usr = function.usr();
        let declarations: Vec<Cursor> = function
            .unit_cursor()
            .children()
            .into_iter()
            .filter(|c| c.kind() == CXCursor_FunctionDecl && c.usr() == usr)
            .collect();
        let gnu = self.gnu_inline
            || declarations.iter().any(|d| {
                d.children().iter().any(|a| {
                    a.kind() == CXCursor_UnexposedAttr
                        && matches!(
                            a.spelled_identifier().as_str(),
                            "gnu_inline" | "__gnu_inline__"
                        )
                })
            });
        if gnu {
            function.storage_class() == CX_SC_Extern
                && !declarations
                    .iter()
                    .any(|d| d.is_inlined() && d.storage_class() != CX_SC_Extern)
        } else {
            declarations
                .iter()
                .all(|d| d.is_inlined() && d.storage_class() != CX_SC_Extern)
        }
    }

    /// A parameter's type, or for a VLA parameter (`double a[n][m]`, a
    /// pointer to `double[m]`) a placeholder pointer and the dimensions
    /// whose lengths are evaluated at function entry: each dimension's
    /// type identities (as written and canonical) with its size expression.
    #[allow(clippy::type_complexity)]
    fn parameter_type<'t>(
        &mut self,
        param: &Cursor<'t>,
    ) -> Result<(Ty, Vec<(Vec<usize>, Cursor<'t>)>)> {
        let ty = param.ty();
        // An array parameter is a pointer to its element.
        let (pointee, decayed) = match ty.kind() {
            CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray => {
                (ty.element(), true)
            }
            CXType_Pointer => (ty.pointee(), false),
            _ => return Ok((self.types.convert(ty, param)?, Vec::new())),
        };
        let mut variable = Vec::new();
        let mut inner = pointee;
        while matches!(inner.kind(), CXType_VariableArray | CXType_ConstantArray) {
            if inner.kind() == CXType_VariableArray {
                variable.push(vec![inner.identity(), inner.canonical().identity()]);
            }
            inner = inner.element();
        }
        if variable.is_empty() {
            if decayed {
                // `double a[n]`, `a[static n]`, `int a[]`: a pointer.
                let element = self.types.convert(pointee, param)?;
                return Ok((Ty::Ptr(Box::new(element)), Vec::new()));
            }
            return Ok((self.types.convert(ty, param)?, Vec::new()));
        }
        // Clang lists the size expressions innermost first; the decayed
        // outermost dimension's size (if written) comes last.
        let sizes: Vec<Cursor> = param
            .children()
            .into_iter()
            .filter(Cursor::is_expression)
            .collect();
        if sizes.len() < variable.len() {
            return Err(types::unsupported(param, "variable-length array parameter"));
        }
        let inner_first: Vec<Cursor> = sizes[..variable.len()].to_vec();
        let dims = variable
            .into_iter()
            .zip(inner_first.into_iter().rev())
            .collect();
        Ok((Ty::Ptr(Box::new(Ty::Void)), dims))
    }

    /// The type of a VLA parameter once its lengths are known.
    fn vla_parameter_type(&mut self, param: &Cursor) -> Result<Ty> {
        let ty = param.ty();
        let pointee = match ty.kind() {
            CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray => ty.element(),
            _ => ty.pointee(),
        };
        let pointer = Ty::Ptr(Box::new(self.types.convert(pointee, param)?));
        if ty.kind() != CXType_Pointer {
            self.types.decayed.insert(ty.identity(), pointer.clone());
        }
        Ok(pointer)
    }

    /// The address of a global variable (declaring it on first use).
    pub(crate) fn global(&mut self, var: Cursor) -> Result<(String, Ty)> {
        let ty = self.types.convert(var.ty(), &var)?;
        let name = if var.semantic_parent_is_function() {
            // A `static` local: a module global named after its function.
            let usr = var.usr();
            if let Some(name) = self.names.get(&usr) {
                name.clone()
            } else {
                let mut name = format!("{}.{}", var.function_name(), var.spelling());
                while self.symbols.contains(&name) {
                    name.push('_');
                }
                self.names.insert(usr, name.clone());
                name
            }
        } else {
            self.symbol(&var)
        };
        if !self.symbols.insert(name.clone()) {
            return Ok((name, ty));
        }
        // A tentative definition (`int x;` at file scope) defines it too.
        let definition = var
            .definition()
            .or_else(|| (var.storage_class() != CX_SC_Extern).then_some(var));
        let mlir = self.types.mlir(&ty);
        let loc = self.loc(&var);
        let constant = if var.ty().is_const() { "constant " } else { "" };
        // `_Thread_local`: a copy per thread (OpenMP's threads included).
        let constant = if var.is_thread_local() {
            format!("thread_local {constant}")
        } else {
            constant.to_string()
        };
        let align = self.variable_align(&var, &ty)?;
        let Some(definition) = definition else {
            // `extern` and no definition in this unit.
            self.globals.push(format!(
                "llvm.mlir.global external {constant}@{name}() {{addr_space = 0 : i32, alignment = {align} : i64}} : {mlir} {loc}"
            ));
            return Ok((name, ty));
        };
        let linkage = if definition.storage_class() == CX_SC_Static {
            "internal"
        } else {
            "external"
        };
        let initializer = definition.var_initializer();
        let (region, mlir) = self.constant_initializer(&ty, initializer.as_ref(), &definition)?;
        self.globals.push(format!(
            "llvm.mlir.global {linkage} {constant}@{name}() {{addr_space = 0 : i32, alignment = {align} : i64}} : {mlir} {region} {loc}"
        ));
        Ok((name, ty))
    }

    /// The initializer region of a global: constants only (as C requires).
    fn constant_initializer(
        &mut self,
        ty: &Ty,
        init: Option<&Cursor>,
        at: &Cursor,
    ) -> Result<(String, String)> {
        let mut body = Body::default();
        let loc = self.loc(at);
        let tree = match init {
            Some(init) => self.init_tree(ty, init)?,
            None => init::Init::Zero,
        };
        let value = self.constant_node(&mut body, ty, &tree, &loc)?;
        let mlir = value.ty.clone();
        body.terminate(format!("llvm.return {} : {mlir}", value.name), &loc);
        Ok((body.finish(), mlir))
    }

    /// A constant of type `ty` from an initializer expression (not a list;
    /// zero when absent), as `llvm.mlir.*` operations in `body`.
    pub(crate) fn constant_value(
        &mut self,
        body: &mut Body,
        ty: &Ty,
        init: Option<&Cursor>,
        loc: &str,
    ) -> Result<Value> {
        let mlir = self.types.mlir(ty);
        let Some(init) = init.map(|c| strip_wrappers(*c)) else {
            return Ok(body.value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc));
        };
        if let Ty::Complex(element) = ty {
            return complex::constant_complex_value(body, element, &init, loc);
        }
        match ty {
            Ty::Array(_, _) | Ty::Ptr(_) if init.kind() == CXCursor_StringLiteral => {
                narrow_string(&init)?;
                let bytes = string_bytes(&init);
                if let Ty::Ptr(_) = ty {
                    let symbol = self.string_literal(&bytes, loc);
                    return Ok(body.value(
                        &mlir,
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    ));
                }
                let size = self.types.size_of(ty).unwrap_or(0) as usize;
                let mut padded = bytes;
                padded.resize(size, 0);
                let text = escape_bytes(&padded);
                return Ok(body.value(
                    &mlir,
                    format!("llvm.mlir.constant(\"{text}\") : {mlir}"),
                    loc,
                ));
            }
            Ty::Array(_, _) => return Err(types::unsupported(&init, "array initializer")),
            Ty::Record(_) => return Err(types::unsupported(&init, "struct initializer")),
            _ => {}
        }
        if ty.bits() == 80 && ty.is_float() {
            return self.long_double_constant(body, &init, loc);
        }
        // Addresses: `&global`, `"string"`, `array` (decayed), functions, null.
        if ty.is_pointer()
            && let Some(value) = self.constant_address(body, &init, loc)?
        {
            return Ok(value);
        }
        match init.evaluate() {
            Some(crate::clang::Evaluated::Int { value, unsigned }) => Ok(match ty {
                Ty::Float { bits } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        float_literal(
                            if unsigned {
                                value as u64 as f64
                            } else {
                                value as f64
                            },
                            *bits
                        )
                    ),
                    loc,
                ),
                Ty::Ptr(_) if value == 0 => body.value(&mlir, "llvm.mlir.zero : !llvm.ptr", loc),
                Ty::Bool => body.value(
                    "i8",
                    format!("llvm.mlir.constant({} : i8) : i8", i64::from(value != 0)),
                    loc,
                ),
                Ty::Int { bits, .. } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        truncate(value, *bits)
                    ),
                    loc,
                ),
                _ => return Err(types::unsupported(&init, "constant initializer")),
            }),
            Some(crate::clang::Evaluated::Float(value)) => Ok(match ty {
                Ty::Float { bits } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        float_literal(value, *bits)
                    ),
                    loc,
                ),
                Ty::Bool => body.value(
                    "i8",
                    format!("llvm.mlir.constant({} : i8) : i8", i64::from(value != 0.0)),
                    loc,
                ),
                Ty::Int { bits, .. } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        truncate(value as i64, *bits)
                    ),
                    loc,
                ),
                _ => return Err(types::unsupported(&init, "constant initializer")),
            }),
            _ => Err(types::unsupported(
                &init,
                "non-constant initializer of a global",
            )),
        }
    }

    /// A `long double` constant in a global's initializer, exactly: its
    /// literals from their spellings, integers and `double`s (exact in it)
    /// as Clang evaluates them, its arithmetic as `llvm.fadd`/... of those
    /// constants (LLVM folds them into one, in the type's own precision).
    fn long_double_constant(&mut self, body: &mut Body, e: &Cursor, loc: &str) -> Result<Value> {
        let e = strip_wrappers(*e);
        let constant = |body: &mut Body, bits: u128| long_double_global(body, bits, loc);
        let is_long_double = e.ty().canonical().kind() == CXType_LongDouble;
        if !is_long_double {
            // An integer or a double converted to long double: exact.
            return match e.evaluate() {
                Some(crate::clang::Evaluated::Int { value, unsigned }) => {
                    let value = if unsigned {
                        i128::from(value as u64)
                    } else {
                        i128::from(value)
                    };
                    Ok(constant(body, float80::from_integer(value)))
                }
                Some(crate::clang::Evaluated::Float(value)) => {
                    Ok(constant(body, float80::from_f64(value)))
                }
                _ => Err(types::unsupported(
                    &e,
                    "non-constant initializer of a global",
                )),
            };
        }
        let operands: Vec<Cursor> = e
            .children()
            .into_iter()
            .filter(Cursor::is_expression)
            .collect();
        match (e.kind(), operands.as_slice()) {
            (CXCursor_FloatingLiteral, _) => Ok(constant(body, self.long_double_literal(&e)?)),
            (CXCursor_ParenExpr | CXCursor_CStyleCastExpr | CXCursor_UnexposedExpr, [operand]) => {
                self.long_double_constant(body, operand, loc)
            }
            (CXCursor_UnaryOperator, [operand])
                if matches!(
                    e.unary_operator(),
                    CXUnaryOperator_Plus | CXUnaryOperator_Extension
                ) =>
            {
                self.long_double_constant(body, operand, loc)
            }
            (CXCursor_UnaryOperator, [operand]) if e.unary_operator() == CXUnaryOperator_Minus => {
                let value = self.long_double_constant(body, operand, loc)?;
                Ok(body.value("f80", format!("llvm.fneg {} : f80", value.name), loc))
            }
            (CXCursor_BinaryOperator, [left, right]) => {
                let op = match e.binary_operator() {
                    CXBinaryOperator_Add => "llvm.fadd",
                    CXBinaryOperator_Sub => "llvm.fsub",
                    CXBinaryOperator_Mul => "llvm.fmul",
                    CXBinaryOperator_Div => "llvm.fdiv",
                    _ => {
                        return Err(types::unsupported(&e, "'long double' constant expression"));
                    }
                };
                let left = self.long_double_constant(body, left, loc)?;
                let right = self.long_double_constant(body, right, loc)?;
                Ok(body.value(
                    "f80",
                    format!("{op} {}, {} : f80", left.name, right.name),
                    loc,
                ))
            }
            _ => Err(types::unsupported(&e, "'long double' constant expression")),
        }
    }

    /// A constant address expression in a global's initializer.
    fn constant_address(
        &mut self,
        body: &mut Body,
        init: &Cursor,
        loc: &str,
    ) -> Result<Option<Value>> {
        let init = strip_wrappers(*init);
        match init.kind() {
            // A compound literal array at file scope (decayed).
            CXCursor_CompoundLiteralExpr => self.constant_lvalue(body, &init, loc),
            // `(char *)0`, `NULL`, `(void *)&x`.
            CXCursor_CStyleCastExpr => {
                let Some(operand) = init.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                if let Some(value) = self.constant_address(body, &operand, loc)? {
                    return Ok(Some(value));
                }
                if let Some(crate::clang::Evaluated::Int { value: 0, .. }) = operand.evaluate() {
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        "llvm.mlir.zero : !llvm.ptr",
                        loc,
                    )));
                }
                Ok(None)
            }
            CXCursor_StringLiteral => {
                narrow_string(&init)?;
                let symbol = self.string_literal(&string_bytes(&init), loc);
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_UnaryOperator if init.unary_operator() == CXUnaryOperator_AddrOf => {
                let operand = strip_wrappers(init.children()[0]);
                if let Ok(Ty::Func(_)) = self.types.convert(operand.ty(), &operand) {
                    return self.constant_address(body, &operand, loc);
                }
                self.constant_lvalue(body, &operand, loc)
            }
            // `array + 2`, `p - 1` on constant addresses.
            CXCursor_BinaryOperator
                if matches!(
                    init.binary_operator(),
                    CXBinaryOperator_Add | CXBinaryOperator_Sub
                ) =>
            {
                let parts: Vec<Cursor> = init.children();
                let [left, right] = parts.as_slice() else {
                    return Ok(None);
                };
                let (pointer, offset) = match self.types.convert(left.ty(), left) {
                    Ok(Ty::Ptr(_) | Ty::Array(..)) => (left, right),
                    _ => (right, left),
                };
                let Some(crate::clang::Evaluated::Int { value, .. }) = offset.evaluate() else {
                    return Ok(None);
                };
                let value = if init.binary_operator() == CXBinaryOperator_Sub {
                    -value
                } else {
                    value
                };
                let Some(base) = self.constant_address(body, pointer, loc)? else {
                    return Ok(None);
                };
                let element = match self.types.convert(init.ty(), &init)? {
                    Ty::Ptr(element) => *element,
                    _ => return Ok(None),
                };
                Ok(Some(
                    self.constant_element(body, &base, &element, value, loc),
                ))
            }
            // A decayed array: its address.
            CXCursor_UnexposedExpr => {
                let operand = init.children().into_iter().rfind(Cursor::is_expression);
                match operand {
                    Some(operand) => self.constant_lvalue(body, &operand, loc),
                    None => Ok(None),
                }
            }
            CXCursor_DeclRefExpr => {
                let Some(target) = init.referenced() else {
                    return Ok(None);
                };
                if target.kind() == CXCursor_VarDecl && target.has_global_storage() {
                    let (symbol, _) = self.global(target)?;
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    )));
                }
                if target.kind() == CXCursor_FunctionDecl {
                    let (symbol, defined) = self.function_symbol(&target)?;
                    if defined {
                        // A `func.func`: its constant, as a pointer.
                        let signature = self.function_type_text(&target)?;
                        let constant = body.value(
                            &signature,
                            format!("func.constant @{symbol} : {signature}"),
                            loc,
                        );
                        return Ok(Some(body.value(
                            "!llvm.ptr",
                            format!(
                                "builtin.unrealized_conversion_cast {} : {signature} to !llvm.ptr",
                                constant.name
                            ),
                            loc,
                        )));
                    }
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    )));
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// The address of a constant lvalue in a global's initializer: a
    /// global, an element or member of one, a string literal.
    fn constant_lvalue(&mut self, body: &mut Body, e: &Cursor, loc: &str) -> Result<Option<Value>> {
        let e = strip_wrappers(*e);
        match e.kind() {
            CXCursor_DeclRefExpr => {
                let Some(var) = e
                    .referenced()
                    .filter(|v| v.kind() == CXCursor_VarDecl && v.has_global_storage())
                else {
                    return self.constant_address(body, &e, loc);
                };
                let (symbol, _) = self.global(var)?;
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_StringLiteral => self.constant_address(body, &e, loc),
            // At file scope, a compound literal has static storage: a
            // private global of its own.
            CXCursor_CompoundLiteralExpr => {
                let ty = self.types.convert(e.ty(), &e)?;
                let Some(list) = e.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                let (region, mlir) = self.constant_initializer(&ty, Some(&list), &e)?;
                let mut symbol = format!("__compound_literal.{}", self.globals.len());
                while !self.symbols.insert(symbol.clone()) {
                    symbol.push('_');
                }
                let align = self.variable_align(&e, &ty)?;
                let constant = if e.ty().is_const() { "constant " } else { "" };
                let at = self.loc(&e);
                self.globals.push(format!(
                    "llvm.mlir.global private {constant}@{symbol}() {{addr_space = 0 : i32, alignment = {align} : i64}} : {mlir} {region} {at}"
                ));
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_ArraySubscriptExpr => {
                let parts: Vec<Cursor> = e
                    .children()
                    .into_iter()
                    .filter(Cursor::is_expression)
                    .collect();
                let [base, index] = parts.as_slice() else {
                    return Ok(None);
                };
                let Some(crate::clang::Evaluated::Int { value, .. }) = index.evaluate() else {
                    return Ok(None);
                };
                let Some(address) = self.constant_address(body, base, loc)? else {
                    return Ok(None);
                };
                let element = self.types.convert(e.ty(), &e)?;
                Ok(Some(
                    self.constant_element(body, &address, &element, value, loc),
                ))
            }
            CXCursor_MemberRefExpr => {
                let Some(base) = e.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                let base_ty = self.types.convert(base.ty(), &base)?;
                let (address, record) = match base_ty {
                    Ty::Ptr(pointee) => (self.constant_address(body, &base, loc)?, *pointee),
                    other => (self.constant_lvalue(body, &base, loc)?, other),
                };
                let (Some(address), Ty::Record(record)) = (address, record) else {
                    return Ok(None);
                };
                let usr = e
                    .referenced()
                    .map(|f| types::field_key(&f))
                    .unwrap_or_default();
                let Some(path) = self.types.field_path(record, &usr) else {
                    return Ok(None);
                };
                let mut address = address;
                for (record, position) in path {
                    let record = &self.types.records[record];
                    let Some(index) = record.fields[position].index else {
                        continue;
                    };
                    address = body.value(
                        "!llvm.ptr",
                        format!(
                            "llvm.getelementptr {}[0, {index}] : (!llvm.ptr) -> !llvm.ptr, {}",
                            address.name, record.mlir
                        ),
                        loc,
                    );
                }
                Ok(Some(address))
            }
            _ => Ok(None),
        }
    }

    /// `&base[index]` with a constant index, in a global's initializer.
    fn constant_element(
        &mut self,
        body: &mut Body,
        base: &Value,
        element: &Ty,
        index: i64,
        loc: &str,
    ) -> Value {
        let (ty, index) = match self.types.size_of(element) {
            Some(_) if !matches!(element, Ty::Void | Ty::Func(_) | Ty::Opaque) => {
                (self.types.mlir(element), index)
            }
            _ => ("i8".to_string(), index),
        };
        body.value(
            "!llvm.ptr",
            format!(
                "llvm.getelementptr {}[{index}] : (!llvm.ptr) -> !llvm.ptr, {ty}",
                base.name
            ),
            loc,
        )
    }

    /// The symbol of a string literal's global (`"..."` with its NUL).
    pub(crate) fn string_literal(&mut self, bytes: &[u8], loc: &str) -> String {
        if let Some(symbol) = self.strings.get(bytes) {
            return symbol.clone();
        }
        let symbol = format!("str.{}", self.strings.len());
        let text = escape_bytes(bytes);
        self.globals.push(format!(
            "llvm.mlir.global private constant @{symbol}(\"{text}\") {{addr_space = 0 : i32}} : !llvm.array<{} x i8> {loc}",
            bytes.len()
        ));
        self.symbols.insert(symbol.clone());
        self.strings.insert(bytes.to_vec(), symbol.clone());
        symbol
    }
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

/// A top-level definition by USR (a function defined in a header).
fn find_definition<'t>(unit: Cursor<'t>, usr: &str) -> Option<Cursor<'t>> {
    unit.children()
        .into_iter()
        .find(|c| c.kind() == CXCursor_FunctionDecl && c.is_definition() && c.usr() == usr)
}

/// The alignments that `aligned(N)`, `aligned` (16: the largest x86-64
/// needs) and `_Alignas(N)` ask in a declaration as Clang prints it; `None`
/// if one is not an integer.
fn requested_alignments(printed: &str) -> Option<Vec<u64>> {
    let bytes = printed.as_bytes();
    let is_identifier = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut values = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !is_identifier(bytes[at]) || bytes[at].is_ascii_digit() {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && is_identifier(bytes[at]) {
            at += 1;
        }
        let word = &printed[start..at];
        let attribute = matches!(word, "aligned" | "__aligned__");
        if !attribute && !matches!(word, "_Alignas" | "alignas") {
            continue;
        }
        let rest = printed[at..].trim_start();
        match rest.strip_prefix('(') {
            Some(arguments) => {
                let argument = arguments.split(')').next().unwrap_or("").trim();
                values.push(parse_integer_literal(argument).filter(|v| v.is_power_of_two())?);
            }
            // `__attribute__((aligned))`: the target's largest alignment.
            None if attribute && (rest.starts_with(')') || rest.starts_with(',')) => {
                values.push(16)
            }
            // A variable named `aligned`, say.
            None => {}
        }
    }
    Some(values)
}

/// A C integer literal's value (decimal, hex, octal; suffixes ignored).
fn parse_integer_literal(text: &str) -> Option<u64> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

/// MLIR's quoted string.
pub(crate) fn quote(text: &str) -> String {
    acc2omp_dialects::attrs::mlir_string(text)
}

/// Bytes as an MLIR string literal body (`\XX` escapes).
pub(crate) fn escape_bytes(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out
}

/// Wide and UTF-16/32 string literals (`L"..."`) are not supported.
pub(crate) fn narrow_string(literal: &Cursor) -> Result<()> {
    if literal.ty().element().size_of() > 1 {
        return Err(types::unsupported(literal, "wide string literal"));
    }
    Ok(())
}

/// The bytes of a string literal, with its terminating NUL.
pub(crate) fn string_bytes(literal: &Cursor) -> Vec<u8> {
    let mut bytes = match literal.evaluate() {
        Some(crate::clang::Evaluated::Str(text)) => text.into_bytes(),
        _ => decode_string_literal(&literal.spelling()),
    };
    // Embedded NULs: Clang's evaluation stops at the first one; the type's
    // size tells the real length.
    let size = literal.ty().size_of();
    if size > 0 && bytes.len() + 1 < size as usize {
        bytes = decode_string_literal(&literal.spelling());
    }
    bytes.push(0);
    bytes
}

/// The bytes of a (possibly concatenated) C string literal's spelling.
fn decode_string_literal(spelling: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let bytes = spelling.as_bytes();
    let mut i = 0;
    let mut inside = false;
    while i < bytes.len() {
        let b = bytes[i];
        if !inside {
            inside = b == b'"';
            i += 1;
            continue;
        }
        match b {
            b'"' => {
                inside = false;
                i += 1;
            }
            b'\\' if i + 1 < bytes.len() => {
                let e = bytes[i + 1];
                i += 2;
                let simple = match e {
                    b'n' => Some(b'\n'),
                    b't' => Some(b'\t'),
                    b'r' => Some(b'\r'),
                    b'a' => Some(7),
                    b'b' => Some(8),
                    b'f' => Some(12),
                    b'v' => Some(11),
                    b'\\' | b'\'' | b'"' | b'?' => Some(e),
                    _ => None,
                };
                if let Some(c) = simple {
                    out.push(c);
                } else if e == b'x' {
                    let mut value = 0u32;
                    while i < bytes.len() && (bytes[i] as char).is_ascii_hexdigit() {
                        value = value * 16 + (bytes[i] as char).to_digit(16).unwrap_or(0);
                        i += 1;
                    }
                    out.push(value as u8);
                } else if (b'0'..=b'7').contains(&e) {
                    let mut value = u32::from(e - b'0');
                    let mut count = 1;
                    while count < 3 && i < bytes.len() && (b'0'..=b'7').contains(&bytes[i]) {
                        value = value * 8 + u32::from(bytes[i] - b'0');
                        i += 1;
                        count += 1;
                    }
                    out.push(value as u8);
                } else {
                    out.push(e);
                }
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    out
}

/// An expression without the implicit conversions and parentheses that do
/// not change its value's representation (for constant initializers).
pub(crate) fn strip_wrappers(cursor: Cursor) -> Cursor {
    let mut cursor = cursor;
    loop {
        let children = cursor.children();
        let same_extent = children.len() == 1 && children[0].byte_range() == cursor.byte_range();
        match cursor.kind() {
            CXCursor_ParenExpr if children.len() == 1 => cursor = children[0],
            CXCursor_UnexposedExpr if same_extent => cursor = children[0],
            _ => return cursor,
        }
    }
}

/// A double as an MLIR float literal (exact, hexadecimal for non-finite).
pub(crate) fn float_text(value: f64) -> String {
    if value.is_finite() {
        let text = format!("{value:e}");
        // MLIR wants a digit after the point: 1e0 -> 1.0e0
        if text.contains('.') {
            text
        } else {
            text.replacen('e', ".0e", 1)
        }
    } else {
        format!("0x{:016X}", value.to_bits())
    }
}

/// A floating constant of a `bits`-wide type as MLIR reads it (non-finite
/// values as the type's own hexadecimal bits).
/// A `long double` constant in a global's initializer (as
/// [`Lowerer::long_double_const`]: bits a double does not hold as an `i80`
/// cast to `f80`).
fn long_double_global(body: &mut Body, bits: u128, loc: &str) -> Value {
    if float80::exact_f64(bits).is_some() {
        return body.value(
            "f80",
            format!("llvm.mlir.constant({} : f80) : f80", float80::text(bits)),
            loc,
        );
    }
    let integer = body.value(
        "i80",
        format!("llvm.mlir.constant({} : i80) : i80", float80::signed(bits)),
        loc,
    );
    body.value(
        "f80",
        format!("llvm.bitcast {} : i80 to f80", integer.name),
        loc,
    )
}

pub(crate) fn float_literal(value: f64, bits: u32) -> String {
    if bits == 80 {
        float80::text(float80::from_f64(value))
    } else if value.is_finite() {
        float_text(value)
    } else if bits == 32 {
        format!("0x{:08X}", (value as f32).to_bits())
    } else {
        float_text(value)
    }
}

/// `value` truncated to `bits` and printed as a signed number (MLIR reads
/// integer attributes of type iN in the signed range).
pub(crate) fn truncate(value: i64, bits: u32) -> i64 {
    if bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}

impl<'t> Cursor<'t> {
    /// Whether the cursor is an expression.
    pub(crate) fn is_expression(&self) -> bool {
        // libclang numbers expression kinds 100 to 199.
        (100..200).contains(&self.kind())
    }
}

/// Whether a parameter is a `restrict` pointer: `T *restrict p`, or an
/// array parameter with `restrict` in its (outermost) brackets, `T a[restrict]`
/// (libclang gives its type as written, an array type without the
/// qualifier of the pointer it decays to).
fn is_restrict_parameter(param: &Cursor) -> bool {
    let ty = param.ty();
    if ty.is_restrict() {
        return true;
    }
    if !matches!(
        ty.kind(),
        CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray
    ) {
        return false;
    }
    let tokens = param.tokens();
    let name = param.spelling();
    tokens
        .iter()
        .skip_while(|t| t.spelling != name)
        .skip_while(|t| t.spelling != "[")
        .take_while(|t| t.spelling != "]")
        .any(|t| {
            matches!(
                t.spelling.as_str(),
                "restrict" | "__restrict" | "__restrict__"
            )
        })
}
