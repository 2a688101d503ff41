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
type Decompose =
    unsafe extern "C" fn(CXSourceLocation, *mut CXFile, *mut c_uint, *mut c_uint, *mut c_uint);

/// A location decomposed by `decompose` (`None` for locations in no file,
/// such as built-in macros): the file handle, line, column and offset.
fn decompose(
    location: CXSourceLocation,
    decompose: Decompose,
) -> Option<(CXFile, usize, usize, usize)> {
    let mut file: CXFile = ptr::null_mut();
    let (mut line, mut column, mut offset): (c_uint, c_uint, c_uint) = (0, 0, 0);
    // SAFETY: a location from libclang and valid out-pointers.
    unsafe { decompose(location, &mut file, &mut line, &mut column, &mut offset) };
    (!file.is_null()).then_some((file, line as usize, column as usize, offset as usize))
}

/// The `SourceLoc` of a location decomposed by `decomposer`.
fn source_loc(location: CXSourceLocation, decomposer: Decompose) -> Option<SourceLoc> {
    let (file, line, column, _) = decompose(location, decomposer)?;
    // SAFETY: a file handle from libclang.
    let name = take_string(unsafe { clang_getFileName(file) });
    Some(SourceLoc {
        file: name,
        line,
        column,
    })
}

/// The file, line and column where a location is spelled (in a macro's
/// definition for a token from its body).
fn spelling_location(location: CXSourceLocation) -> Option<SourceLoc> {
    source_loc(location, clang_getSpellingLocation)
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

/// What kind of token a [`Token`] is (libclang's `CXTokenKind`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TokenKind {
    #[default]
    Punctuation,
    Keyword,
    Identifier,
    Literal,
}

/// A token of the source, with where it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Token {
    pub spelling: String,
    pub kind: TokenKind,
    pub location: Option<SourceLoc>,
    /// Byte offset of the token in its file.
    pub offset: Option<usize>,
    /// Byte offset where the token ends in its file; for a token that a
    /// macro expansion produced, where the macro's invocation ends.
    pub end: Option<usize>,
    /// For a token that a macro expansion produced from the macro's body:
    /// where the body spells it (file, byte offset). `location`, `offset`
    /// and `end` are then those of the macro's invocation.
    pub spelled_at: Option<(String, usize)>,
}

impl Token {
    /// Where the token is spelled: in a macro's body for a token of an
    /// expansion, else where it is.
    pub fn spelling_position(&self) -> Option<(&str, usize)> {
        match &self.spelled_at {
            Some((file, offset)) => Some((file.as_str(), *offset)),
            None => Some((self.location.as_ref()?.file.as_str(), self.offset?)),
        }
    }
}

/// The tokens of `range` in `unit`.
///
/// # Safety
/// `unit` and `range` must be valid (from the same translation unit).
unsafe fn tokenize(unit: CXTranslationUnit, range: CXSourceRange) -> Vec<Token> {
    let mut tokens: *mut CXToken = ptr::null_mut();
    let mut count: c_uint = 0;
    // SAFETY: the caller's contract; the tokens are disposed of after copying.
    unsafe {
        clang_tokenize(unit, range, &mut tokens, &mut count);
        let result = (0..count as usize)
            .map(|index| *tokens.add(index))
            // Comments are not tokens of the program (a directive may end
            // with one).
            .filter(|&token| clang_getTokenKind(token) != CXToken_Comment)
            .map(|token| {
                let spelling = take_string(clang_getTokenSpelling(unit, token));
                let location = clang_getTokenLocation(unit, token);
                let offset = file_offset(location);
                Token {
                    kind: match clang_getTokenKind(token) {
                        CXToken_Keyword => TokenKind::Keyword,
                        CXToken_Identifier => TokenKind::Identifier,
                        CXToken_Literal => TokenKind::Literal,
                        _ => TokenKind::Punctuation,
                    },
                    location: spelling_location(location),
                    offset,
                    end: offset.map(|o| o + spelling.len()),
                    spelled_at: None,
                    spelling,
                }
            })
            // Clang's lexer treats Unicode whitespace (a no-break space) as
            // whitespace, with a warning; libclang still returns it.
            .filter(|t: &Token| !t.spelling.chars().all(char::is_whitespace))
            .collect();
        if !tokens.is_null() {
            clang_disposeTokens(unit, tokens, count);
        }
        result
    }
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

    /// The declaration or statement as Clang prints it from its AST
    /// (macros expanded: `double f[2] __attribute__((aligned(64)))`).
    pub fn pretty_printed(&self) -> String {
        // SAFETY: a valid cursor; the policy is disposed of after use.
        unsafe {
            let policy = clang_getCursorPrintingPolicy(self.raw);
            let text = take_string(clang_getCursorPrettyPrinted(self.raw, policy));
            clang_PrintingPolicy_dispose(policy);
            text
        }
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
        // SAFETY: a valid cursor; the location is rebuilt from a file and an
        // offset libclang gave.
        unsafe {
            let location = clang_getCursorLocation(self.raw);
            // A declaration whose name a macro writes (`#define wtime
            // wtime_`) is located in the macro's expansion: where the macro
            // is used is what counts.
            let Some((file, _, _, offset)) = decompose(location, clang_getExpansionLocation) else {
                return false;
            };
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            let expansion = clang_getLocationForOffset(unit, file, offset as c_uint);
            clang_Location_isFromMainFile(expansion) != 0
        }
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
        // SAFETY: a valid cursor, and its unit and extent.
        unsafe {
            tokenize(
                clang_Cursor_getTranslationUnit(self.raw),
                clang_getCursorExtent(self.raw),
            )
        }
    }
}

/// A source range as byte offsets in its file (`start..end`, end exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteRange {
    pub start: usize,
    pub end: usize,
}

/// A location in its file, through macros: where a macro was expanded, or
/// where a macro argument was written.
fn file_location(location: CXSourceLocation) -> Option<SourceLoc> {
    source_loc(location, clang_getFileLocation)
}

/// File offset of a location (its spelling in the file, through macros).
fn file_offset(location: CXSourceLocation) -> Option<usize> {
    decompose(location, clang_getFileLocation).map(|(_, _, _, offset)| offset)
}

/// What `clang_Cursor_Evaluate` computed.
#[derive(Clone, Debug, PartialEq)]
pub enum Evaluated {
    Int { value: i64, unsigned: bool },
    Float(f64),
    Str(String),
}

impl<'t> Cursor<'t> {
    /// The cursor's type.
    pub fn ty(&self) -> Type<'t> {
        // SAFETY: a valid cursor.
        Type::new(unsafe { clang_getCursorType(self.raw) })
    }

    /// The cursor this one refers to (a `DeclRefExpr`'s declaration), if any.
    pub fn referenced(&self) -> Option<Cursor<'t>> {
        // SAFETY: a valid cursor.
        let raw = unsafe { clang_getCursorReferenced(self.raw) };
        // SAFETY: checking a cursor has no preconditions.
        (unsafe { clang_Cursor_isNull(raw) } == 0).then_some(Cursor {
            raw,
            _unit: PhantomData,
        })
    }

    /// The definition of what this cursor declares, if the unit has it.
    pub fn definition(&self) -> Option<Cursor<'t>> {
        // SAFETY: a valid cursor.
        let raw = unsafe { clang_getCursorDefinition(self.raw) };
        // SAFETY: checking a cursor has no preconditions.
        (unsafe { clang_Cursor_isNull(raw) } == 0).then_some(Cursor {
            raw,
            _unit: PhantomData,
        })
    }

    /// The cursor's source range as byte offsets in its file.
    pub fn byte_range(&self) -> Option<ByteRange> {
        // SAFETY: a valid cursor; ranges and locations are plain values.
        let range = unsafe { clang_getCursorExtent(self.raw) };
        let start = file_offset(unsafe { clang_getRangeStart(range) })?;
        let end = file_offset(unsafe { clang_getRangeEnd(range) })?;
        Some(ByteRange { start, end })
    }

    /// Where the cursor's source range starts as written (file, byte
    /// offset): in a macro's body for a cursor that a macro expansion
    /// produced from it.
    pub fn start_spelling_position(&self) -> Option<(String, usize)> {
        // SAFETY: a valid cursor; ranges and locations are plain values.
        let start = unsafe { clang_getRangeStart(clang_getCursorExtent(self.raw)) };
        let (file, _, _, offset) = decompose(start, clang_getSpellingLocation)?;
        // SAFETY: a file handle from libclang.
        Some((take_string(unsafe { clang_getFileName(file) }), offset))
    }

    /// Whether the cursor is in a system header.
    pub fn is_in_system_header(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Location_isInSystemHeader(clang_getCursorLocation(self.raw)) != 0 }
    }

    /// The identifier where the cursor is spelled (an attribute's name,
    /// through macros: `__gnu_inline__` for `__extern_inline`).
    pub fn spelled_identifier(&self) -> String {
        // SAFETY: a valid cursor.
        let location = unsafe { clang_getCursorLocation(self.raw) };
        let Some((file, _, _, offset)) = decompose(location, clang_getSpellingLocation) else {
            return String::new();
        };
        // SAFETY: a file handle from libclang.
        let name = take_string(unsafe { clang_getFileName(file) });
        let Ok(text) = std::fs::read(name) else {
            return String::new();
        };
        text.get(offset..)
            .unwrap_or_default()
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .map(|&b| b as char)
            .collect()
    }

    /// Whether a function declaration says `inline`.
    pub fn is_inlined(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_isFunctionInlined(self.raw) != 0 }
    }

    /// Whether a macro definition takes arguments (`#define F(x) ...`).
    pub fn is_function_like_macro(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_isMacroFunctionLike(self.raw) != 0 }
    }

    /// Where the cursor's source range starts in its file: for a cursor
    /// that starts in a macro expansion, where the macro is expanded.
    pub fn start_file_location(&self) -> Option<SourceLoc> {
        // SAFETY: a valid cursor.
        file_location(unsafe { clang_getRangeStart(clang_getCursorExtent(self.raw)) })
    }

    /// Where the cursor is in its file (through macros, as
    /// `start_file_location`).
    pub fn file_location(&self) -> Option<SourceLoc> {
        // SAFETY: a valid cursor.
        file_location(unsafe { clang_getCursorLocation(self.raw) })
    }

    /// When the cursor's source range ends inside a macro expansion (in
    /// the macro's body or in one of its arguments), the offset in the file
    /// where the (outermost) macro is used.
    pub fn end_macro_expansion(&self) -> Option<usize> {
        // SAFETY: a valid cursor; locations are plain values.
        let end = unsafe { clang_getRangeEnd(clang_getCursorExtent(self.raw)) };
        let (spelled_file, _, _, spelled) = decompose(end, clang_getSpellingLocation)?;
        let (expanded_file, _, _, expanded) = decompose(end, clang_getExpansionLocation)?;
        (spelled != expanded || spelled_file != expanded_file).then_some(expanded)
    }

    /// A binary (or compound assignment) operator's kind.
    pub fn binary_operator(&self) -> CXBinaryOperatorKind {
        // SAFETY: a valid cursor (any kind: others give `CXBinaryOperator_Invalid`).
        unsafe { clang_getCursorBinaryOperatorKind(self.raw) }
    }

    /// A unary operator's kind.
    pub fn unary_operator(&self) -> CXUnaryOperatorKind {
        // SAFETY: a valid cursor (others give `CXUnaryOperator_Invalid`).
        unsafe { clang_getCursorUnaryOperatorKind(self.raw) }
    }

    /// The constant value of an expression Clang can evaluate.
    pub fn evaluate(&self) -> Option<Evaluated> {
        // libclang's evaluation of an initializer list crashes on one that
        // is the value of a designator (the syntactic form it sees has no
        // semantic form): lists are never evaluated.
        if self.kind() == CXCursor_InitListExpr {
            return None;
        }
        // SAFETY: a valid cursor; the result is disposed of after reading.
        unsafe {
            let result = clang_Cursor_Evaluate(self.raw);
            if result.is_null() {
                return None;
            }
            let value = match clang_EvalResult_getKind(result) {
                CXEval_Int => {
                    let unsigned = clang_EvalResult_isUnsignedInt(result) != 0;
                    let value = if unsigned {
                        clang_EvalResult_getAsUnsigned(result) as i64
                    } else {
                        clang_EvalResult_getAsLongLong(result)
                    };
                    Some(Evaluated::Int { value, unsigned })
                }
                CXEval_Float => Some(Evaluated::Float(clang_EvalResult_getAsDouble(result))),
                CXEval_StrLiteral => {
                    let text = clang_EvalResult_getAsStr(result);
                    (!text.is_null())
                        .then(|| Evaluated::Str(CStr::from_ptr(text).to_string_lossy().into()))
                }
                _ => None,
            };
            clang_EvalResult_dispose(result);
            value
        }
    }

    /// The storage class of a declaration (`CX_SC_*`).
    pub fn storage_class(&self) -> CX_StorageClass {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_getStorageClass(self.raw) }
    }

    /// Whether a variable has static storage duration (globals, `static` locals).
    pub fn has_global_storage(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_hasVarDeclGlobalStorage(self.raw) == 1 }
    }

    /// Whether a variable is thread-local (`_Thread_local`, `__thread`).
    pub fn is_thread_local(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_getCursorTLSKind(self.raw) != CXTLS_None }
    }

    /// Whether a declaration is a definition.
    pub fn is_definition(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_isCursorDefinition(self.raw) != 0 }
    }

    /// Whether a field is a bit-field.
    pub fn is_bit_field(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_isBitField(self.raw) != 0 }
    }

    /// A bit-field's width in bits.
    pub fn bit_width(&self) -> i32 {
        // SAFETY: a valid cursor.
        unsafe { clang_getFieldDeclBitWidth(self.raw) }
    }

    /// An enum constant's value.
    pub fn enum_value(&self) -> i64 {
        // SAFETY: a valid cursor.
        unsafe { clang_getEnumConstantDeclValue(self.raw) }
    }

    /// A field's offset in bits in its record.
    pub fn field_offset_bits(&self) -> i64 {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_getOffsetOfField(self.raw) }
    }

    /// Clang's unified symbol resolution: a string that names the
    /// declaration uniquely in the unit (locals included).
    pub fn usr(&self) -> String {
        // SAFETY: a valid cursor.
        take_string(unsafe { clang_getCursorUSR(self.raw) })
    }

    /// Whether the declaration's semantic parent is a function (a local).
    pub fn semantic_parent_is_function(&self) -> bool {
        // SAFETY: a valid cursor.
        let parent = unsafe { clang_getCursorSemanticParent(self.raw) };
        // SAFETY: a cursor from libclang.
        unsafe { clang_getCursorKind(parent) == CXCursor_FunctionDecl }
    }

    /// The declaration's semantic parent (a field's record, a local's
    /// function).
    pub fn semantic_parent(&self) -> Cursor<'t> {
        Cursor {
            // SAFETY: a valid cursor.
            raw: unsafe { clang_getCursorSemanticParent(self.raw) },
            _unit: PhantomData,
        }
    }

    /// Whether the declaration carries an attribute (`__attribute__((...))`).
    pub fn has_attributes(&self) -> bool {
        self.children()
            .iter()
            // SAFETY: a cursor kind from libclang.
            .any(|c| unsafe { clang_isAttribute(c.kind()) != 0 })
    }

    /// The name of the function the declaration is in (empty if none).
    pub fn function_name(&self) -> String {
        // SAFETY: a valid cursor.
        let parent = unsafe { clang_getCursorSemanticParent(self.raw) };
        // SAFETY: a cursor from libclang.
        take_string(unsafe { clang_getCursorSpelling(parent) })
    }

    /// The translation unit's cursor (the root of this cursor's AST).
    /// The byte ranges of `file` that the preprocessor skipped (the
    /// inactive blocks of `#if`/`#ifdef`/`#else`).
    pub fn skipped_ranges(&self, file: &str) -> Vec<ByteRange> {
        let Ok(name) = CString::new(file) else {
            return Vec::new();
        };
        // SAFETY: a valid cursor's unit; the list is disposed of after
        // copying.
        unsafe {
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            let handle = clang_getFile(unit, name.as_ptr());
            if handle.is_null() {
                return Vec::new();
            }
            let list = clang_getSkippedRanges(unit, handle);
            if list.is_null() {
                return Vec::new();
            }
            let ranges = (0..(*list).count as usize)
                .filter_map(|index| {
                    let range = *(*list).ranges.add(index);
                    Some(ByteRange {
                        start: file_offset(clang_getRangeStart(range))?,
                        end: file_offset(clang_getRangeEnd(range))?,
                    })
                })
                .collect();
            clang_disposeSourceRangeList(list);
            ranges
        }
    }

    pub fn unit_cursor(&self) -> Cursor<'t> {
        // SAFETY: a valid cursor belongs to a live unit.
        let raw =
            unsafe { clang_getTranslationUnitCursor(clang_Cursor_getTranslationUnit(self.raw)) };
        Cursor {
            raw,
            _unit: PhantomData,
        }
    }

    /// The tokens from the start of line `line` (in this cursor's file) up
    /// to where this cursor starts: the `#pragma` lines before a
    /// declaration.
    pub fn tokens_from_line(&self, line: usize) -> Vec<Token> {
        // SAFETY: a valid cursor; ranges and tokens from its unit, disposed
        // of after copying.
        unsafe {
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            let extent = clang_getCursorExtent(self.raw);
            let end = clang_getRangeStart(extent);
            let mut file: CXFile = ptr::null_mut();
            let (mut l, mut c, mut o): (c_uint, c_uint, c_uint) = (0, 0, 0);
            clang_getSpellingLocation(end, &mut file, &mut l, &mut c, &mut o);
            if file.is_null() {
                return Vec::new();
            }
            let start = clang_getLocation(unit, file, line as c_uint, 1);
            let range = clang_getRange(start, end);
            tokenize(unit, range)
        }
    }

    /// A variable declaration's initializer, if it has one.
    pub fn var_initializer(&self) -> Option<Cursor<'t>> {
        // SAFETY: a valid cursor.
        let raw = unsafe { clang_Cursor_getVarDeclInitializer(self.raw) };
        // SAFETY: checking a cursor has no preconditions.
        let kind = unsafe { clang_getCursorKind(raw) };
        // SAFETY: checking a cursor has no preconditions.
        (unsafe { clang_Cursor_isNull(raw) } == 0 && (100..200).contains(&kind)).then_some(Cursor {
            raw,
            _unit: PhantomData,
        })
    }

    /// The type a typedef declaration names.
    pub fn typedef_underlying(&self) -> Type<'t> {
        // SAFETY: a valid cursor (a typedef declaration).
        Type::new(unsafe { clang_getTypedefDeclUnderlyingType(self.raw) })
    }

    /// The integer type an enum declaration is represented with.
    pub fn enum_integer_type(&self) -> Type<'t> {
        // SAFETY: a valid cursor (an enum declaration).
        Type::new(unsafe { clang_getEnumDeclIntegerType(self.raw) })
    }

    /// Whether a record declaration is anonymous (`struct { ... } x;`).
    pub fn is_anonymous(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_isAnonymous(self.raw) != 0 }
    }

    /// Whether a function declaration is variadic (`...`).
    pub fn is_variadic(&self) -> bool {
        // SAFETY: a valid cursor.
        unsafe { clang_Cursor_isVariadic(self.raw) != 0 }
    }

    /// The translation unit's diagnostics are the same for every cursor;
    /// this is the cursor's source text (its tokens joined), for messages.
    pub fn source_text(&self) -> String {
        let tokens = self.tokens();
        let mut text = String::new();
        for token in tokens {
            if !text.is_empty() && needs_space(&text, &token.spelling) {
                text.push(' ');
            }
            text.push_str(&token.spelling);
        }
        text
    }
}

/// Whether a space goes between `before` and `next` when re-spelling tokens.
fn needs_space(before: &str, next: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    before.chars().last().is_some_and(word) && next.chars().next().is_some_and(word)
}

/// A C type as libclang sees it.
#[derive(Clone, Copy)]
pub struct Type<'t> {
    raw: CXType,
    _unit: PhantomData<&'t ()>,
}

impl fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.spelling())
    }
}

impl<'t> Type<'t> {
    fn new(raw: CXType) -> Self {
        Type {
            raw,
            _unit: PhantomData,
        }
    }

    /// The type's kind (`CXType_*`).
    pub fn kind(&self) -> CXTypeKind {
        self.raw.kind
    }

    /// How the type is spelled (`const double *`).
    pub fn spelling(&self) -> String {
        // SAFETY: a valid type.
        take_string(unsafe { clang_getTypeSpelling(self.raw) })
    }

    /// The canonical type (typedefs and elaborations resolved).
    pub fn canonical(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getCanonicalType(self.raw) })
    }

    /// The identity of the type's node in Clang's AST (its qualifiers
    /// ignored): a variable-length array type is a node of its own for each
    /// declarator that writes one, which its spelling cannot tell apart.
    pub fn identity(&self) -> usize {
        // `QualType`'s opaque pointer keeps its qualifiers and whether it
        // points to extended qualifiers in its low four bits.
        self.raw.data[0] as usize & !0xF
    }

    /// The type without its qualifiers (`const`, `volatile`, `restrict`).
    pub fn unqualified(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getUnqualifiedType(self.raw) })
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getPointeeType(self.raw) })
    }

    /// The element type of an array type.
    pub fn element(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getArrayElementType(self.raw) })
    }

    /// The element type of a complex (or array, vector) type.
    pub fn complex_element(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getElementType(self.raw) })
    }

    /// The number of elements of a constant array (-1 otherwise).
    pub fn array_size(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_getArraySize(self.raw) }
    }

    /// `sizeof` in bytes (negative when the type has no size).
    pub fn size_of(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_Type_getSizeOf(self.raw) }
    }

    /// `_Alignof` in bytes (negative when not defined).
    pub fn align_of(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_Type_getAlignOf(self.raw) }
    }

    /// Whether the type is `const`-qualified.
    pub fn is_const(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isConstQualifiedType(self.raw) != 0 }
    }

    /// Whether the type is `restrict`-qualified.
    pub fn is_restrict(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isRestrictQualifiedType(self.raw) != 0 }
    }

    /// Whether the type is `volatile`-qualified.
    pub fn is_volatile(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isVolatileQualifiedType(self.raw) != 0 }
    }

    /// A function type's result type.
    pub fn result(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getResultType(self.raw) })
    }

    /// A function type's parameter types (empty for `f()` without a prototype).
    pub fn arguments(&self) -> Vec<Type<'t>> {
        // SAFETY: a valid type.
        let count = unsafe { clang_getNumArgTypes(self.raw) };
        (0..count.max(0) as c_uint)
            // SAFETY: an index below the count.
            .map(|index| Type::new(unsafe { clang_getArgType(self.raw, index) }))
            .collect()
    }

    /// Whether a function type is variadic or has no prototype.
    pub fn is_variadic(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isFunctionTypeVariadic(self.raw) != 0 }
    }

    /// The declaration of a record or enum type.
    pub fn declaration(&self) -> Cursor<'t> {
        // SAFETY: a valid type.
        Cursor {
            raw: unsafe { clang_getTypeDeclaration(self.raw) },
            _unit: PhantomData,
        }
    }

    /// The fields of a record type, in order.
    pub fn fields(&self) -> Vec<Cursor<'t>> {
        extern "C" fn collect(field: CXCursor, data: CXClientData) -> CXVisitorResult {
            // SAFETY: `data` is the vector passed below, alive for the call.
            let fields = unsafe { &mut *(data as *mut Vec<CXCursor>) };
            fields.push(field);
            CXVisit_Continue
        }
        let mut raw: Vec<CXCursor> = Vec::new();
        // SAFETY: a valid type; the callback only pushes into `raw`.
        unsafe {
            clang_Type_visitFields(
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
