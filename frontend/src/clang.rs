//! A safe wrapper over the part of libclang 22 the front end uses.
//!
//! A [`TranslationUnit`] is parsed with Clang's own driver arguments
//! (`-fopenacc`, `-I`, `-D`, `-std=`, ...). Its [`Cursor`]s borrow it, so no
//! cursor outlives the AST it points into. Clang's diagnostics come back as
//! acc2omp [`Diagnostic`]s, rendered like every other diagnostic of the
//! project.
//!
//! OpenACC constructs are cursors of the kinds 320 to 333
//! ([`DirectiveKind`]); their children are the clause arguments, last clause
//! first, then the associated statement, and [`Cursor::tokens`] gives the
//! directive's own tokens (`# pragma acc parallel loop ...`).

// libclang's constants keep their C names.
#![allow(non_upper_case_globals)]

use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLoc};
use clang_sys::*;
use std::{
    ffi::{CStr, CString, c_void},
    fmt,
    marker::PhantomData,
    os::raw::{c_char, c_int, c_uint},
    ptr,
};

/// Why a file could not be parsed at all (Clang's own errors in the file
/// are [`TranslationUnit::diagnostics`], not this).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// An argument or the file name contains a NUL byte.
    InvalidArgument(String),
    /// libclang's error code (`CXError_*`).
    Failed(i32),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::InvalidArgument(argument) => {
                write!(f, "invalid argument (it contains a NUL byte): {argument:?}")
            }
            ParseError::Failed(code) => {
                write!(f, "libclang could not parse the file (error {code})")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Owns a libclang `CXString` and gives its text.
fn take_string(string: CXString) -> String {
    // SAFETY: `string` comes from libclang; it is read, then disposed of once.
    unsafe {
        let data = clang_getCString(string);
        let text = if data.is_null() {
            String::new()
        } else {
            CStr::from_ptr(data).to_string_lossy().into_owned()
        };
        clang_disposeString(string);
        text
    }
}

/// A libclang index (the owner of translation units).
#[derive(Debug)]
pub struct Index {
    raw: CXIndex,
}

impl Index {
    /// A new index; libclang's own printing of diagnostics is off (they are
    /// returned instead).
    pub fn new() -> Self {
        // SAFETY: creating an index has no preconditions.
        let raw = unsafe { clang_createIndex(0, 0) };
        Index { raw }
    }
}

impl Default for Index {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Index {
    fn drop(&mut self) {
        // SAFETY: the index is owned here and its translation units borrow
        // it, so none is alive any more.
        unsafe { clang_disposeIndex(self.raw) }
    }
}

/// A parsed C file.
#[derive(Debug)]
pub struct TranslationUnit<'i> {
    raw: CXTranslationUnit,
    _index: PhantomData<&'i Index>,
}

impl<'i> TranslationUnit<'i> {
    /// Parses `file` with Clang's driver `arguments` (without the file).
    pub fn parse(index: &'i Index, file: &str, arguments: &[String]) -> Result<Self, ParseError> {
        let file_c = CString::new(file).map_err(|_| ParseError::InvalidArgument(file.into()))?;
        let arguments_c: Vec<CString> = arguments
            .iter()
            .map(|a| CString::new(a.as_str()).map_err(|_| ParseError::InvalidArgument(a.clone())))
            .collect::<Result<_, _>>()?;
        let argv: Vec<*const c_char> = arguments_c.iter().map(|a| a.as_ptr()).collect();
        let mut raw: CXTranslationUnit = ptr::null_mut();
        // SAFETY: every pointer is valid for the call; `raw` receives the unit.
        let code = unsafe {
            clang_parseTranslationUnit2(
                index.raw,
                file_c.as_ptr(),
                argv.as_ptr(),
                argv.len() as c_int,
                ptr::null_mut(),
                0,
                CXTranslationUnit_DetailedPreprocessingRecord,
                &mut raw,
            )
        };
        if code != CXError_Success || raw.is_null() {
            return Err(ParseError::Failed(code));
        }
        Ok(TranslationUnit {
            raw,
            _index: PhantomData,
        })
    }

    /// Clang's diagnostics (errors, warnings and their notes), in order.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        // SAFETY: the unit is alive; each diagnostic is disposed of after use.
        unsafe {
            let count = clang_getNumDiagnostics(self.raw);
            (0..count)
                .filter_map(|index| {
                    let diagnostic = clang_getDiagnostic(self.raw, index);
                    let converted = convert_diagnostic(diagnostic);
                    clang_disposeDiagnostic(diagnostic);
                    converted
                })
                .collect()
        }
    }

    /// The translation unit's cursor, the root of the AST.
    pub fn cursor(&self) -> Cursor<'_> {
        // SAFETY: the unit is alive while the cursor borrows it.
        Cursor {
            raw: unsafe { clang_getTranslationUnitCursor(self.raw) },
            _unit: PhantomData,
        }
    }
}

impl Drop for TranslationUnit<'_> {
    fn drop(&mut self) {
        // SAFETY: owned here; no cursor outlives it (they borrow it).
        unsafe { clang_disposeTranslationUnit(self.raw) }
    }
}

/// A Clang diagnostic as an acc2omp one (`None` for ignored ones).
///
/// # Safety
/// `diagnostic` must be a live libclang diagnostic.
unsafe fn convert_diagnostic(diagnostic: CXDiagnostic) -> Option<Diagnostic> {
    // SAFETY: the caller's contract.
    unsafe {
        let severity = match clang_getDiagnosticSeverity(diagnostic) {
            CXDiagnostic_Note => Severity::Note,
            CXDiagnostic_Warning => Severity::Warning,
            CXDiagnostic_Error | CXDiagnostic_Fatal => Severity::Error,
            _ => return None,
        };
        let location = spelling_location(clang_getDiagnosticLocation(diagnostic));
        let message = take_string(clang_getDiagnosticSpelling(diagnostic));
        let children = clang_getChildDiagnostics(diagnostic);
        let notes = (0..clang_getNumDiagnosticsInSet(children))
            .filter_map(|index| {
                let child = clang_getDiagnosticInSet(children, index);
                convert_diagnostic(child)
            })
            .collect();
        Some(Diagnostic {
            severity,
            location,
            message,
            notes,
        })
    }
}

/// The file, line and column of a source location (`None` for locations
/// in no file, such as built-in macros).
fn spelling_location(location: CXSourceLocation) -> Option<SourceLoc> {
    let mut file: CXFile = ptr::null_mut();
    let (mut line, mut column, mut offset): (c_uint, c_uint, c_uint) = (0, 0, 0);
    // SAFETY: a location from libclang and valid out-pointers.
    unsafe { clang_getSpellingLocation(location, &mut file, &mut line, &mut column, &mut offset) };
    if file.is_null() {
        return None;
    }
    // SAFETY: a file handle from libclang.
    let name = take_string(unsafe { clang_getFileName(file) });
    Some(SourceLoc {
        file: name,
        line: line as usize,
        column: column as usize,
    })
}

/// The OpenACC constructs libclang 22 exposes as cursors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// `parallel`, `serial`, `kernels`.
    Compute,
    Loop,
    /// `parallel loop`, `serial loop`, `kernels loop`.
    Combined,
    Data,
    EnterData,
    ExitData,
    HostData,
    Wait,
    Init,
    Shutdown,
    Set,
    Update,
    Atomic,
    Cache,
}

impl DirectiveKind {
    fn from_cursor_kind(kind: CXCursorKind) -> Option<Self> {
        Some(match kind {
            CXCursor_OpenACCComputeConstruct => DirectiveKind::Compute,
            CXCursor_OpenACCLoopConstruct => DirectiveKind::Loop,
            CXCursor_OpenACCCombinedConstruct => DirectiveKind::Combined,
            CXCursor_OpenACCDataConstruct => DirectiveKind::Data,
            CXCursor_OpenACCEnterDataConstruct => DirectiveKind::EnterData,
            CXCursor_OpenACCExitDataConstruct => DirectiveKind::ExitData,
            CXCursor_OpenACCHostDataConstruct => DirectiveKind::HostData,
            CXCursor_OpenACCWaitConstruct => DirectiveKind::Wait,
            CXCursor_OpenACCInitConstruct => DirectiveKind::Init,
            CXCursor_OpenACCShutdownConstruct => DirectiveKind::Shutdown,
            CXCursor_OpenACCSetConstruct => DirectiveKind::Set,
            CXCursor_OpenACCUpdateConstruct => DirectiveKind::Update,
            // libclang 21+: atomic (332) and cache (333).
            332 => DirectiveKind::Atomic,
            333 => DirectiveKind::Cache,
            _ => return None,
        })
    }
}

/// A token of the source, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub spelling: String,
    pub location: Option<SourceLoc>,
}

/// A node of the AST; it borrows its translation unit.
#[derive(Clone, Copy)]
pub struct Cursor<'t> {
    raw: CXCursor,
    _unit: PhantomData<&'t TranslationUnit<'t>>,
}

impl fmt::Debug for Cursor<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cursor({} {:?})", self.kind_spelling(), self.spelling())
    }
}

impl<'t> Cursor<'t> {
    /// libclang's cursor kind (`CXCursor_*`).
    pub fn kind(&self) -> CXCursorKind {
        // SAFETY: a valid cursor.
        unsafe { clang_getCursorKind(self.raw) }
    }

    /// The kind's name (`ForStmt`, `OpenACCCombinedConstruct`, ...).
    pub fn kind_spelling(&self) -> String {
        // SAFETY: any kind has a spelling.
        take_string(unsafe { clang_getCursorKindSpelling(self.kind()) })
    }

    /// The name of what the cursor declares or refers to (empty if none).
    pub fn spelling(&self) -> String {
        // SAFETY: a valid cursor.
        take_string(unsafe { clang_getCursorSpelling(self.raw) })
    }

    /// The spelling of the cursor's type (`float *`, `int[10]`, ...).
    pub fn type_spelling(&self) -> String {
        // SAFETY: a valid cursor; its type is read-only.
        take_string(unsafe { clang_getTypeSpelling(clang_getCursorType(self.raw)) })
    }

    /// Where the cursor is (its spelling location).
    pub fn location(&self) -> Option<SourceLoc> {
        // SAFETY: a valid cursor.
        spelling_location(unsafe { clang_getCursorLocation(self.raw) })
    }

    /// Whether the cursor is in the main file (not in an included header).
    pub fn is_in_main_file(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Location_isFromMainFile(clang_getCursorLocation(self.raw)) != 0 }
    }

    /// The OpenACC construct this cursor is, if any.
    pub fn directive(&self) -> Option<DirectiveKind> {
        DirectiveKind::from_cursor_kind(self.kind())
    }

    /// The direct children, in libclang's order.
    pub fn children(&self) -> Vec<Cursor<'t>> {
        extern "C" fn collect(
            child: CXCursor,
            _parent: CXCursor,
            data: CXClientData,
        ) -> CXChildVisitResult {
            // SAFETY: `data` is the vector passed below, alive for the call.
            let children = unsafe { &mut *(data as *mut Vec<CXCursor>) };
            children.push(child);
            CXChildVisit_Continue
        }
        let mut raw: Vec<CXCursor> = Vec::new();
        // SAFETY: a valid cursor; the callback only pushes into `raw`.
        unsafe {
            clang_visitChildren(
                self.raw,
                collect,
                &mut raw as *mut Vec<CXCursor> as *mut c_void,
            )
        };
        raw.into_iter()
            .map(|raw| Cursor {
                raw,
                _unit: PhantomData,
            })
            .collect()
    }

    /// The tokens of the cursor's source range (for a directive: `#`,
    /// `pragma`, `acc`, its name and its clauses).
    pub fn tokens(&self) -> Vec<Token> {
        // SAFETY: a valid cursor; the tokens are disposed of after copying.
        unsafe {
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            let range = clang_getCursorExtent(self.raw);
            let mut tokens: *mut CXToken = ptr::null_mut();
            let mut count: c_uint = 0;
            clang_tokenize(unit, range, &mut tokens, &mut count);
            let result = (0..count as usize)
                .map(|index| {
                    let token = *tokens.add(index);
                    Token {
                        spelling: take_string(clang_getTokenSpelling(unit, token)),
                        location: spelling_location(clang_getTokenLocation(unit, token)),
                    }
                })
                .collect();
            if !tokens.is_null() {
                clang_disposeTokens(unit, tokens, count);
            }
            result
        }
    }
}

/// Parses `source` as a C file with `-fopenacc` and runs `test` on it (the
/// file is written to the temporary directory, then removed).
#[cfg(test)]
pub(crate) fn parse_source(source: &str, test: impl FnOnce(&TranslationUnit)) {
    let dir = std::env::temp_dir().join(format!("acc2omp-frontend-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    // Tests run in parallel: one file per source.
    let mut hash = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(source, &mut hash);
    let path = dir.join(format!("t{:x}.c", std::hash::Hasher::finish(&hash)));
    std::fs::write(&path, source).expect("write the test file");
    let index = Index::new();
    let unit = TranslationUnit::parse(
        &index,
        path.to_str().expect("utf-8 path"),
        &["-fopenacc".to_string()],
    )
    .expect("parses");
    test(&unit);
    let _ = std::fs::remove_file(&path);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find<'t>(cursor: Cursor<'t>, kind: DirectiveKind) -> Option<Cursor<'t>> {
        if cursor.directive() == Some(kind) {
            return Some(cursor);
        }
        cursor.children().into_iter().find_map(|c| find(c, kind))
    }

    #[test]
    fn openacc_constructs_are_cursors_with_clause_children_and_tokens() {
        let source = "void f(int n, float *x, float *y) {\n\
                      #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])\n\
                      for (int i = 0; i < n; i++) y[i] += x[i];\n}\n";
        parse_source(source, |unit| {
            assert!(unit.diagnostics().is_empty(), "{:?}", unit.diagnostics());
            let construct =
                find(unit.cursor(), DirectiveKind::Combined).expect("a combined construct");
            assert_eq!(construct.location().map(|l| l.line), Some(2));
            let children = construct.children();
            let kinds: Vec<String> = children.iter().map(|c| c.kind_spelling()).collect();
            // Clause arguments, last clause first, then the loop.
            assert_eq!(
                kinds,
                ["ArraySectionExpr", "ArraySectionExpr", "ForStmt"],
                "{kinds:?}"
            );
            // The first child is the last clause's argument: `y` of `copy(y[0:n])`.
            assert_eq!(children[0].location().map(|l| l.column), Some(47));
            let tokens: Vec<String> = construct
                .tokens()
                .into_iter()
                .take(6)
                .map(|t| t.spelling)
                .collect();
            assert_eq!(tokens, ["#", "pragma", "acc", "parallel", "loop", "copyin"]);
        });
    }

    #[test]
    fn clang_diagnostics_are_located() {
        let source = "void f(void) {\n  int x = ;\n}\n";
        parse_source(source, |unit| {
            let diagnostics = unit.diagnostics();
            let first = diagnostics.first().expect("an error");
            assert_eq!(first.severity, Severity::Error);
            let location = first.location.as_ref().expect("located");
            assert_eq!((location.line, location.column), (2, 11));
            assert_eq!(first.message, "expected expression");
        });
    }
}
