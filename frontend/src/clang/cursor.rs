//! Cursors (AST nodes) borrowing their unit: kinds, children, locations,
//! tokens, operators, constant evaluation, and the OpenACC construct kinds.

use super::*;
use crate::openacc::pragma_operator::SCRATCH;

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
    pub(crate) fn from_cursor_kind(kind: CXCursorKind) -> Option<Self> {
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

/// A node of the AST; it borrows its translation unit.
#[derive(Clone, Copy)]
pub struct Cursor<'t> {
    pub(super) raw: CXCursor,
    pub(super) _unit: PhantomData<&'t TranslationUnit<'t>>,
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

    /// Where the cursor is (its spelling location; for one spelled in no
    /// file, the text of a `_Pragma` operator say, where it is in the
    /// file).
    pub fn location(&self) -> Option<SourceLoc> {
        // SAFETY: a valid cursor.
        let location = unsafe { clang_getCursorLocation(self.raw) };
        spelling_location(location).or_else(|| file_location(location))
    }

    /// Where the cursor is spelled ([`Self::location`]'s place) as
    /// libclang's file handle (the same for every location in one file of
    /// the unit), line and column.
    pub fn spelling_position(&self) -> Option<(CXFile, usize, usize)> {
        // SAFETY: a valid cursor.
        let location = unsafe { clang_getCursorLocation(self.raw) };
        decompose(location, clang_getSpellingLocation)
            .map(|(file, line, column, _)| (file, line, column))
    }

    /// Where the cursor is in its file, through macros (where a macro is
    /// used, or where its argument is written), as
    /// [`Self::spelling_position`].
    pub fn file_position(&self) -> Option<(CXFile, usize, usize)> {
        // SAFETY: a valid cursor.
        let location = unsafe { clang_getCursorLocation(self.raw) };
        decompose(location, clang_getFileLocation)
            .map(|(file, line, column, _)| (file, line, column))
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
            let Some((file, _, _, _)) = decompose(location, clang_getExpansionLocation) else {
                return false;
            };
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            // (Not `clang_getLocationForOffset`, whose search for the file's
            // id is linear in the unit's macro expansions: called for each
            // of the headers' declarations, it took a third of the front
            // end's time.)
            clang_File_isEqual(file, main_file(unit)) != 0
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
pub(super) fn file_location(location: CXSourceLocation) -> Option<SourceLoc> {
    source_loc(location, clang_getFileLocation)
}

/// File offset of a location (its spelling in the file, through macros).
pub(super) fn file_offset(location: CXSourceLocation) -> Option<usize> {
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
    ///
    /// In the text of a `_Pragma` operator (Clang's scratch buffer, no
    /// file): [`SCRATCH`] and the byte offset in the destringized text
    /// (see [`crate::openacc::pragma_operator`]).
    pub fn start_spelling_position(&self) -> Option<(String, usize)> {
        // SAFETY: a valid cursor; ranges and locations are plain values.
        let start = unsafe { clang_getRangeStart(clang_getCursorExtent(self.raw)) };
        if let Some((file, _, _, offset)) = decompose(start, clang_getSpellingLocation) {
            // SAFETY: a file handle from libclang.
            return Some((take_string(unsafe { clang_getFileName(file) }), offset));
        }
        let (_, column) = self.pragma_operator_start()?;
        Some((SCRATCH.to_string(), column - 2))
    }

    /// For a cursor that starts in the text of a `_Pragma` operator: where
    /// that text starts in Clang's scratch buffer (the same for every
    /// cursor of one operator's text), and the cursor's column there
    /// (at least 2: the text follows a newline and a space).
    pub fn pragma_operator_start(&self) -> Option<(usize, usize)> {
        let mut file: CXFile = ptr::null_mut();
        let (mut line, mut column, mut offset): (c_uint, c_uint, c_uint) = (0, 0, 0);
        // SAFETY: a valid cursor; locations are plain values; valid
        // out-pointers.
        unsafe {
            let start = clang_getRangeStart(clang_getCursorExtent(self.raw));
            clang_getSpellingLocation(start, &mut file, &mut line, &mut column, &mut offset);
        }
        // (Column 1: a token that a `##`, a `#` or `__LINE__` made, which
        // Clang writes there after a newline alone. The `<command line>`
        // buffer of `-D` macros has no file either: such an expression
        // fails the text's check, an error.)
        (file.is_null() && line > 0 && column >= 2).then(|| {
            (
                (offset as usize).saturating_sub(column as usize - 1),
                column as usize,
            )
        })
    }

    /// Whether the cursor's source range starts in a macro's expansion.
    pub fn starts_in_macro_expansion(&self) -> bool {
        // SAFETY: a valid cursor; locations are plain values.
        let start = unsafe { clang_getRangeStart(clang_getCursorExtent(self.raw)) };
        decompose(start, clang_getSpellingLocation) != decompose(start, clang_getExpansionLocation)
    }

    /// The tokens of the file where the cursor's source range is expanded
    /// (for a cursor from a macro's expansion: the macro's invocation, from
    /// its name to the end of its arguments); none where the range starts
    /// and ends in different files.
    pub fn expansion_tokens(&self) -> Vec<Token> {
        // SAFETY: a valid cursor, its unit, and locations in it.
        unsafe {
            let unit = clang_Cursor_getTranslationUnit(self.raw);
            let extent = clang_getCursorExtent(self.raw);
            let start = decompose(clang_getRangeStart(extent), clang_getExpansionLocation);
            let end = decompose(clang_getRangeEnd(extent), clang_getExpansionLocation);
            let (Some((file, _, _, from)), Some((end_file, _, _, to))) = (start, end) else {
                return Vec::new();
            };
            if file != end_file || to < from {
                return Vec::new();
            }
            let range = clang_getRange(
                clang_getLocationForOffset(unit, file, from as c_uint),
                clang_getLocationForOffset(unit, file, to as c_uint),
            );
            tokenize(unit, range)
        }
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
