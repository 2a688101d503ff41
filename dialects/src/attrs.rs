//! The `acc2omp.*` attributes: what the front end records for the passes
//! and the source printer, and what convert-acc-to-omp records for the
//! host lowering and the printer. This is the only place their names are
//! spelled; the front end writes them through the `*_mlir` functions (it
//! writes MLIR text), the passes and the printer read them through the
//! typed readers here.
//!
//! | attribute | on | meaning |
//! |---|---|---|
//! | [`MAIN_FILE`] | the module | the main C file's path |
//! | [`INACTIVE`] | the module | the main file's skipped preprocessor blocks |
//! | [`DIRECTIVES`] | the module | every directive of the main file the front end lowered |
//! | [`SRC`] | directive ops and the omp ops they become; clause ops | a [`DirectiveSource`], or a clause argument's [`Span`] |
//! | [`Flag::Const`] | clause ops | the variable is `const`-qualified |
//! | [`Flag::Declared`] | `acc.private` of a loop | the control variable is declared by the loop (`for (int i ...)`) |
//! | [`UNSIGNED`] | `acc.loop` | per control variable: is it unsigned (a unit attribute: all) |
//! | [`Flag::Implicit`] | `omp.map.info` | the map was implicit (no clause) |
//! | [`Flag::Visible`] | `omp.map.info` | a scalar with a visible data clause (§2.6.2) |
//! | [`Flag::Declare`] | a function's `omp.target_enter_data` | made by a `declare` directive |
//! | [`KERNELS`], [`KERNELS_PART`] | compute ops of a `kernels` region | the `kernels` directive's [`DirectiveSource`] |
//! | [`SEQUENTIAL_PRIVATE`] | a sequential loop | the variables its private copies stand for |

use melior::ir::{Attribute, AttributeLike, OperationRef, operation::OperationLike};
use mlir_sys as sys;

/// The module attribute with the main C file's path.
pub const MAIN_FILE: &str = "acc2omp.source";
/// The module attribute with every directive of the main file that the
/// front end lowered (an array of [`DirectiveSource`] dictionaries): the
/// source printer knows each one's kind, also where its ops are gone
/// (`init`, `shutdown`, `cache`).
pub const DIRECTIVES: &str = "acc2omp.directives";
/// On the module, set by `convert-acc-to-omp`: the device type whose
/// `device_type(...)` clauses the constructs took (`host`, `nvidia`), for
/// the source printer.
pub const DEVICE_TYPE: &str = "acc2omp.device_type";
/// On the module: the reductions of structs, which OpenMP reduces only
/// through a `declare reduction` the source printer writes
/// ([`StructReduction`]).
pub const STRUCT_REDUCTIONS: &str = "acc2omp.struct_reductions";

/// A reduction clause's struct variable, for the source printer: OpenMP's
/// reduction operators take arithmetic types (OpenMP 5.2 §5.5.5), so a
/// struct is reduced with a `declare reduction` (§5.5.11) whose combiner
/// and initializer the front end writes from the struct's C type and
/// member names, which the IR does not keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructReduction {
    /// The byte offset of the clause argument (the printer finds the
    /// directives around it).
    pub at: usize,
    /// The variable as the clause names it.
    pub var: String,
    /// The reduction identifier the declaration declares.
    pub identifier: String,
    /// `#pragma omp declare reduction(...) initializer(...)`.
    pub declaration: String,
}

impl StructReduction {
    const SEPARATOR: char = '\u{1f}';

    fn encode(&self) -> String {
        let s = Self::SEPARATOR;
        format!(
            "{}{s}{}{s}{}{s}{}",
            self.at, self.var, self.identifier, self.declaration
        )
    }

    fn decode(text: &str) -> Option<Self> {
        let mut parts = text.split(Self::SEPARATOR);
        let reduction = StructReduction {
            at: parts.next()?.parse().ok()?,
            var: parts.next()?.to_string(),
            identifier: parts.next()?.to_string(),
            declaration: parts.next()?.to_string(),
        };
        parts.next().is_none().then_some(reduction)
    }
}

/// The module's [`STRUCT_REDUCTIONS`].
pub fn struct_reductions(module: &OperationRef) -> Vec<StructReduction> {
    module
        .attribute(STRUCT_REDUCTIONS)
        .ok()
        .and_then(strings)
        .unwrap_or_default()
        .iter()
        .filter_map(|text| StructReduction::decode(text))
        .collect()
}
/// The module attribute with the program's own headers (those not system
/// headers: an array of their paths), which the source printer reads for
/// uses of `_OPENACC` (its OpenMP translation then defines the macro, so
/// that the headers select the same code).
pub const USER_HEADERS: &str = "acc2omp.user_headers";
/// A unit attribute of the module: the C unit declares the OpenACC
/// runtime's API (`openacc.h`, included from any file), so the source
/// printer may call it (`acc_set_default_async`).
pub const OPENACC_API: &str = "acc2omp.openacc_api";
/// The module attribute with the main file's inactive preprocessor blocks
/// (`array<i64: start, end, ...>`).
pub const INACTIVE: &str = "acc2omp.inactive";
/// The source ranges of a directive (a dictionary: [`DirectiveSource`]) or
/// of a clause's argument (`array<i64: start, end>`).
pub const SRC: &str = "acc2omp.src";
/// The `acc.loop` attribute saying which control variables are unsigned
/// (`array<i1: ...>`, one per induction variable).
pub const UNSIGNED: &str = "acc2omp.unsigned";
/// The `kernels` directive's [`DirectiveSource`] on the compute construct
/// of each of its loop nests: a `kernels` region with neither data clauses
/// nor code between nests has no other op that carries its directive,
/// which the source printer must remove.
pub const KERNELS: &str = "acc2omp.kernels";
/// The `kernels` directive's [`DirectiveSource`] on the compute construct
/// that runs the code between its loop nests, so that the printer finds
/// the region's maps.
pub const KERNELS_PART: &str = "acc2omp.kernels_part";
/// The variables (their names) whose private copies a sequential loop
/// declares, on the loop op.
pub const SEQUENTIAL_PRIVATE: &str = "acc2omp.private";

/// A unit attribute that marks an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// On a clause op: the variable is `const`-qualified (the IR has no C
    /// qualifiers).
    Const,
    /// On a loop's `acc.private`: the loop declares the control variable.
    Declared,
    /// On an `omp.map.info`: the map has no clause (implicit).
    Implicit,
    /// On an `omp.map.info`: a scalar that a data clause of an enclosing
    /// data construct makes visible (mapped `tofrom`, not firstprivate).
    Visible,
    /// On the `omp.target_enter_data`/`exit_data` a `declare` directive
    /// becomes.
    Declare,
    /// On an `omp.map.info`: a new device copy starts zeroed (the `zero`
    /// modifier of `create` and `copyout`; OpenMP maps have none).
    Zero,
    /// On the `scf` loop of a routine's gang loop: its iterations are
    /// shared among the teams that call the routine.
    TeamShared,
    /// On an `omp.map.info`: an implicitly `firstprivate` scalar that the
    /// construct writes (each gang's copy: printed as `firstprivate`,
    /// which OpenMP's implicit rules would share among the teams).
    GangCopy,
}

impl Flag {
    /// The attribute's name.
    pub fn name(self) -> &'static str {
        match self {
            Flag::Const => "acc2omp.const",
            Flag::Declared => "acc2omp.declared",
            Flag::Implicit => "acc2omp.implicit",
            Flag::Visible => "acc2omp.visible",
            Flag::Declare => "acc2omp.declare",
            Flag::Zero => "acc2omp.zero",
            Flag::TeamShared => "acc2omp.team_shared",
            Flag::GangCopy => "acc2omp.gang_copy",
        }
    }

    /// Whether `op` carries the flag (as an inherent or a discardable
    /// attribute).
    pub fn is_on(self, op: &OperationRef) -> bool {
        op.attribute(self.name()).is_ok()
    }
}

/// A byte range of the main file.
pub type Span = (usize, usize);

/// Where a directive is in the main file: the ranges the front end
/// records, carried onto the OpenMP ops the directive becomes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DirectiveSource {
    /// From `#pragma` to the end of the directive's line.
    pub directive: Span,
    /// The statement the directive applies to.
    pub statement: Option<Span>,
    /// Each clause, from its name to the end of its arguments.
    pub clauses: Vec<Span>,
    /// The clauses' text where a macro wrote them (the file does not
    /// spell them); in place of `clauses`.
    pub clause_text: Option<Vec<String>>,
    /// The directive's canonical name (`parallel loop`, `enter data`).
    pub name: Option<String>,
    /// Each clause's canonical name (`copy` for `pcopy`), one per entry of
    /// `clause_text` if there is one, else of `clauses`.
    pub clause_kinds: Vec<String>,
    /// The lines (1-based) of the directive and of the end of its
    /// statement (or of the directive), then of the start and end of the
    /// function around it: the profiling interface's `line_no`,
    /// `end_line_no`, `func_line_no`, `func_end_line_no` (the module's
    /// record only; empty where not known).
    pub lines: Vec<Span>,
}

impl DirectiveSource {
    /// The directive source `op` carries under `name` ([`SRC`],
    /// [`KERNELS`], [`KERNELS_PART`]); `None` for a clause argument's span.
    pub fn of(op: &OperationRef, name: &str) -> Option<Self> {
        Self::from_attribute(op.attribute(name).ok()?)
    }

    /// Reads the dictionary.
    pub fn from_attribute(attribute: Attribute) -> Option<Self> {
        // SAFETY: a live attribute.
        if !unsafe { sys::mlirAttributeIsADictionary(attribute.to_raw()) } {
            return None;
        }
        let directive = spans(entry(attribute, "directive")?)?;
        Some(Self {
            directive: *directive.first()?,
            statement: entry(attribute, "statement")
                .and_then(spans)
                .and_then(|s| s.first().copied()),
            clauses: entry(attribute, "clauses")
                .and_then(spans)
                .unwrap_or_default(),
            clause_text: entry(attribute, "clause_text").and_then(strings),
            name: entry(attribute, "name").and_then(string),
            clause_kinds: entry(attribute, "clause_kinds")
                .and_then(strings)
                .unwrap_or_default(),
            lines: entry(attribute, "lines")
                .and_then(spans)
                .unwrap_or_default(),
        })
    }

    /// The attribute as the front end writes it: `acc2omp.src = {...}`.
    pub fn to_mlir(&self) -> String {
        format!("{SRC} = {}", self.dictionary_mlir())
    }

    /// The dictionary's text.
    fn dictionary_mlir(&self) -> String {
        let mut parts = vec![format!("directive = {}", i64_array(&[self.directive]))];
        if let Some(statement) = self.statement {
            parts.push(format!("statement = {}", i64_array(&[statement])));
        }
        if !self.clauses.is_empty() {
            parts.push(format!("clauses = {}", i64_array(&self.clauses)));
        }
        if let Some(texts) = &self.clause_text {
            let texts: Vec<String> = texts.iter().map(|t| mlir_string(t)).collect();
            parts.push(format!("clause_text = [{}]", texts.join(", ")));
        }
        if let Some(name) = &self.name {
            parts.push(format!("name = {}", mlir_string(name)));
        }
        if !self.clause_kinds.is_empty() {
            parts.push(format!(
                "clause_kinds = {}",
                strings_mlir(&self.clause_kinds)
            ));
        }
        if !self.lines.is_empty() {
            parts.push(format!("lines = {}", i64_array(&self.lines)));
        }
        format!("{{{}}}", parts.join(", "))
    }
}

/// The directives the front end lowered ([`DIRECTIVES`] on the module).
pub fn lowered_directives(module: &OperationRef) -> Vec<DirectiveSource> {
    let Some(list) = module.attribute(DIRECTIVES).ok() else {
        return Vec::new();
    };
    let raw = list.to_raw();
    // SAFETY: a live attribute, checked to be an array before it is read;
    // its elements live as long as it.
    unsafe {
        if !sys::mlirAttributeIsAArray(raw) {
            return Vec::new();
        }
        (0..sys::mlirArrayAttrGetNumElements(raw))
            .filter_map(|i| {
                DirectiveSource::from_attribute(Attribute::from_raw(sys::mlirArrayAttrGetElement(
                    raw, i,
                )))
            })
            .collect()
    }
}

/// The span of a clause argument's text that `op` (a clause op) carries.
pub fn argument_span(op: &OperationRef) -> Option<Span> {
    spans(op.attribute(SRC).ok()?)?.first().copied()
}

/// `acc2omp.src = array<i64: start, end>`: a clause argument's span.
pub fn argument_span_mlir(span: Span) -> String {
    format!("{SRC} = {}", i64_array(&[span]))
}

/// The main file's inactive preprocessor blocks that `module` records.
pub fn inactive_blocks(module: &OperationRef) -> Vec<Span> {
    module
        .attribute(INACTIVE)
        .ok()
        .and_then(spans)
        .unwrap_or_default()
}

/// The module's attributes as the front end writes them: the main file's
/// path (an MLIR string literal), its inactive blocks and its lowered
/// directives.
pub fn module_mlir(
    main_file_literal: &str,
    inactive: &[Span],
    directives: &[DirectiveSource],
    struct_reductions: &[StructReduction],
    user_headers: &[String],
    openacc_api: bool,
) -> String {
    let mut text = format!("{MAIN_FILE} = {main_file_literal}");
    if openacc_api {
        text.push_str(&format!(", {OPENACC_API}"));
    }
    if !user_headers.is_empty() {
        text.push_str(&format!(
            ", {USER_HEADERS} = {}",
            strings_mlir(user_headers)
        ));
    }
    if !struct_reductions.is_empty() {
        let encoded: Vec<String> = struct_reductions
            .iter()
            .map(StructReduction::encode)
            .collect();
        text.push_str(&format!(
            ", {STRUCT_REDUCTIONS} = {}",
            strings_mlir(&encoded)
        ));
    }
    if !inactive.is_empty() {
        text.push_str(&format!(", {INACTIVE} = {}", i64_array(inactive)));
    }
    if !directives.is_empty() {
        let list: Vec<String> = directives
            .iter()
            .map(DirectiveSource::dictionary_mlir)
            .collect();
        text.push_str(&format!(", {DIRECTIVES} = [{}]", list.join(", ")));
    }
    text
}

/// `acc2omp.unsigned = array<i1: ...>`.
pub fn unsigned_mlir(flags: &[bool]) -> String {
    let flags: Vec<&str> = flags
        .iter()
        .map(|f| if *f { "true" } else { "false" })
        .collect();
    format!("{UNSIGNED} = array<i1: {}>", flags.join(", "))
}

/// Which of a loop's `count` control variables are unsigned: the flags of
/// [`UNSIGNED`] (`acc` integers are signless), every one for a unit
/// attribute (or flags of another count), none without the attribute.
pub fn unsigned_flags(op: &OperationRef, count: usize) -> Vec<bool> {
    let Ok(attribute) = op.attribute(UNSIGNED) else {
        return vec![false; count];
    };
    let raw = attribute.to_raw();
    // SAFETY: a live attribute, checked to be a dense bool array.
    let flags: Vec<bool> = unsafe {
        if !sys::mlirAttributeIsADenseBoolArray(raw) {
            return vec![true; count];
        }
        let length = sys::mlirDenseArrayGetNumElements(raw);
        (0..length)
            .map(|i| sys::mlirDenseBoolArrayGetElement(raw, i))
            .collect()
    };
    if flags.len() == count {
        flags
    } else {
        vec![true; count]
    }
}

/// The names of the variables a sequential loop's private copies stand
/// for ([`SEQUENTIAL_PRIVATE`]).
pub fn sequential_private(op: &OperationRef) -> Vec<String> {
    op.attribute(SEQUENTIAL_PRIVATE)
        .ok()
        .and_then(strings)
        .unwrap_or_default()
}

/// `[a, b]` as an MLIR array of strings, for [`SEQUENTIAL_PRIVATE`].
pub fn strings_mlir(strings: &[String]) -> String {
    let strings: Vec<String> = strings.iter().map(|s| mlir_string(s)).collect();
    format!("[{}]", strings.join(", "))
}

/// `array<i64: a, b, c, d>` of spans.
fn i64_array(spans: &[Span]) -> String {
    let numbers: Vec<String> = spans.iter().map(|(a, b)| format!("{a}, {b}")).collect();
    format!("array<i64: {}>", numbers.join(", "))
}

/// An MLIR string literal (`"..."`, with `\"`, `\\` and control
/// characters as `\XX`; other characters as they are, in UTF-8).
pub fn mlir_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\{:02X}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The entry `name` of a dictionary attribute.
fn entry<'c>(dictionary: Attribute<'c>, name: &str) -> Option<Attribute<'c>> {
    // SAFETY: a live dictionary attribute (the callers check); a null
    // result is an absent entry.
    unsafe {
        let value = sys::mlirDictionaryAttrGetElementByName(
            dictionary.to_raw(),
            melior::StringRef::new(name).to_raw(),
        );
        (!value.ptr.is_null()).then(|| Attribute::from_raw(value))
    }
}

/// The pairs of an `array<i64: ...>` of even length.
fn spans(attribute: Attribute) -> Option<Vec<Span>> {
    let raw = attribute.to_raw();
    // SAFETY: a live attribute, checked to be a dense i64 array before it
    // is read.
    unsafe {
        if !sys::mlirAttributeIsADenseI64Array(raw) {
            return None;
        }
        let count = sys::mlirDenseArrayGetNumElements(raw);
        if count % 2 != 0 {
            return None;
        }
        let number = |i| usize::try_from(sys::mlirDenseI64ArrayGetElement(raw, i)).ok();
        (0..count / 2)
            .map(|i| Some((number(2 * i)?, number(2 * i + 1)?)))
            .collect()
    }
}

/// A string attribute's value (invalid UTF-8 replaced).
pub fn string_value(attribute: Attribute) -> Option<String> {
    string(attribute)
}

fn string(attribute: Attribute) -> Option<String> {
    let raw = attribute.to_raw();
    // SAFETY: a live attribute, checked to be a string before it is read.
    unsafe {
        if !sys::mlirAttributeIsAString(raw) {
            return None;
        }
        Some(crate::capi::string_ref(sys::mlirStringAttrGetValue(raw)).into_owned())
    }
}

/// The program's own headers ([`USER_HEADERS`] on the module).
pub fn user_headers(module: &OperationRef) -> Vec<String> {
    module
        .attribute(USER_HEADERS)
        .ok()
        .and_then(strings)
        .unwrap_or_default()
}

/// The values of an array of string attributes.
fn strings(attribute: Attribute) -> Option<Vec<String>> {
    let raw = attribute.to_raw();
    // SAFETY: a live attribute, checked to be an array before it is read;
    // its elements live as long as it.
    unsafe {
        if !sys::mlirAttributeIsAArray(raw) {
            return None;
        }
        (0..sys::mlirArrayAttrGetNumElements(raw))
            .map(|i| string(Attribute::from_raw(sys::mlirArrayAttrGetElement(raw, i))))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{BlockLike, Module};

    #[test]
    fn directive_source_round_trips_through_mlir() {
        let context = crate::context::create_context(false);
        let source = DirectiveSource {
            directive: (3, 40),
            statement: Some((41, 90)),
            clauses: vec![(20, 30), (31, 40)],
            clause_text: Some(vec!["copy(a[0:n])".into(), "caf\u{e9} \"q\"".into()]),
            name: Some("parallel loop".into()),
            clause_kinds: vec!["copy".into(), "if".into()],
            lines: vec![(2, 5), (1, 9)],
        };
        let text = format!(
            "module attributes {{{}}} {{\n func.func private @f() attributes {{{}}}\n}}",
            module_mlir(
                "\"a.c\"",
                &[(1, 2), (5, 9)],
                std::slice::from_ref(&source),
                &[],
                &[],
                false
            ),
            source.to_mlir()
        );
        let module = Module::parse(&context, &text).expect("the attribute text parses");
        let function = module.body().first_operation().expect("the function");
        assert_eq!(DirectiveSource::of(&function, SRC), Some(source.clone()));
        assert_eq!(
            inactive_blocks(&module.as_operation()),
            vec![(1, 2), (5, 9)]
        );
        assert_eq!(lowered_directives(&module.as_operation()), vec![source]);
    }

    #[test]
    fn argument_spans_and_flags() {
        let context = crate::context::create_context(false);
        let text = format!(
            "func.func private @f() attributes {{{}, {}, {}, {} = {}}}",
            argument_span_mlir((7, 11)),
            Flag::Const.name(),
            unsigned_mlir(&[true, false]),
            SEQUENTIAL_PRIVATE,
            strings_mlir(&["i".into(), "j".into()])
        );
        let module = Module::parse(&context, &text).expect("the attribute text parses");
        let function = module.body().first_operation().expect("the function");
        assert_eq!(argument_span(&function), Some((7, 11)));
        assert_eq!(DirectiveSource::of(&function, SRC), None);
        assert!(Flag::Const.is_on(&function));
        assert!(!Flag::Implicit.is_on(&function));
        assert_eq!(unsigned_flags(&function, 2), vec![true, false]);
        assert_eq!(unsigned_flags(&function, 3), vec![true; 3]);
        assert_eq!(
            sequential_private(&function),
            vec!["i".to_string(), "j".to_string()]
        );
    }
}
