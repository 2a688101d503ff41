//! Translation units: parsing with Clang's driver arguments, Clang's
//! diagnostics, and source locations.

use super::*;

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
pub(super) fn take_string(string: CXString) -> String {
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
    pub(super) raw: CXTranslationUnit,
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

    /// The files the unit includes that are not system headers (those of
    /// `-I` directories and quoted includes), by name, each once.
    pub fn user_headers(&self) -> Vec<String> {
        struct Found {
            unit: CXTranslationUnit,
            names: Vec<String>,
        }
        extern "C" fn visit(
            file: CXFile,
            _stack: *mut CXSourceLocation,
            depth: c_uint,
            data: CXClientData,
        ) {
            // SAFETY: `data` is the `Found` below; the file is libclang's,
            // valid during the call.
            unsafe {
                let found = &mut *(data as *mut Found);
                // The main file (no inclusion) and system headers are left out.
                let start = clang_getLocationForOffset(found.unit, file, 0);
                if depth == 0 || clang_Location_isInSystemHeader(start) != 0 {
                    return;
                }
                let name = clang_getFileName(file);
                let text = CStr::from_ptr(clang_getCString(name))
                    .to_string_lossy()
                    .into_owned();
                clang_disposeString(name);
                if !found.names.contains(&text) {
                    found.names.push(text);
                }
            }
        }
        let mut found = Found {
            unit: self.raw,
            names: Vec::new(),
        };
        // SAFETY: a live unit; the visitor only reads what it is given.
        unsafe {
            clang_getInclusions(self.raw, visit, &mut found as *mut Found as CXClientData);
        }
        found.names
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
        MAIN_FILE.with(|cached| {
            if cached.get().0 == self.raw {
                cached.set((ptr::null_mut(), ptr::null_mut()));
            }
        });
        // SAFETY: owned here; no cursor outlives it (they borrow it).
        unsafe { clang_disposeTranslationUnit(self.raw) }
    }
}

thread_local! {
    /// The main file of the last unit [`main_file`] was asked about (reset
    /// when that unit is disposed of).
    static MAIN_FILE: std::cell::Cell<(CXTranslationUnit, CXFile)> =
        const { std::cell::Cell::new((ptr::null_mut(), ptr::null_mut())) };
}

/// The main file of `unit`, a live translation unit.
pub(super) fn main_file(unit: CXTranslationUnit) -> CXFile {
    MAIN_FILE.with(|cached| {
        let (cached_unit, file) = cached.get();
        if cached_unit == unit && !unit.is_null() {
            return file;
        }
        // SAFETY: a live unit; its spelling is the main file's name, which
        // its file manager looks up by name.
        let file = unsafe {
            let spelling = clang_getTranslationUnitSpelling(unit);
            let file = clang_getFile(unit, clang_getCString(spelling));
            clang_disposeString(spelling);
            file
        };
        cached.set((unit, file));
        file
    })
}

/// A Clang diagnostic as an acc2omp one (`None` for ignored ones).
///
/// # Safety
/// `diagnostic` must be a live libclang diagnostic.
pub(super) unsafe fn convert_diagnostic(diagnostic: CXDiagnostic) -> Option<Diagnostic> {
    // SAFETY: the caller's contract.
    unsafe {
        let severity = match clang_getDiagnosticSeverity(diagnostic) {
            CXDiagnostic_Note => Severity::Note,
            CXDiagnostic_Warning => Severity::Warning,
            CXDiagnostic_Error | CXDiagnostic_Fatal => Severity::Error,
            _ => return None,
        };
        // Where clang itself reports it: a diagnostic in a macro's body (or
        // in a `_Pragma` string's scratch buffer) at the macro's use, one
        // in a macro's argument where the argument is written.
        let location = file_location(clang_getDiagnosticLocation(diagnostic));
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

/// One of libclang's decompositions of a location (spelling, file or
/// expansion): the file, line, column and offset.
pub(super) type Decompose =
    unsafe extern "C" fn(CXSourceLocation, *mut CXFile, *mut c_uint, *mut c_uint, *mut c_uint);

/// A location decomposed by `decompose` (`None` for locations in no file,
/// such as built-in macros): the file handle, line, column and offset.
pub(super) fn decompose(
    location: CXSourceLocation,
    decompose: Decompose,
) -> Option<(CXFile, usize, usize, usize)> {
    let mut file: CXFile = ptr::null_mut();
    let (mut line, mut column, mut offset): (c_uint, c_uint, c_uint) = (0, 0, 0);
    // SAFETY: a location from libclang and valid out-pointers.
    unsafe { decompose(location, &mut file, &mut line, &mut column, &mut offset) };
    (!file.is_null()).then_some((file, line as usize, column as usize, offset as usize))
}

/// The name of a file of the unit (as Clang spells it: the path the
/// command line or the `#include` gave).
pub(crate) fn file_name(file: CXFile) -> String {
    // SAFETY: a file handle from libclang.
    take_string(unsafe { clang_getFileName(file) })
}

/// The `SourceLoc` of a location decomposed by `decomposer`.
pub(super) fn source_loc(location: CXSourceLocation, decomposer: Decompose) -> Option<SourceLoc> {
    let (file, line, column, _) = decompose(location, decomposer)?;
    Some(SourceLoc {
        file: file_name(file),
        line,
        column,
    })
}

/// The file, line and column where a location is spelled (in a macro's
/// definition for a token from its body).
pub(super) fn spelling_location(location: CXSourceLocation) -> Option<SourceLoc> {
    source_loc(location, clang_getSpellingLocation)
}
