//! Declarations: function definitions (signature, parameters, body,
//! linkage, inline semantics), file-scope and `static` variables, and the
//! symbols of functions and globals.

use crate::c::types;
use crate::c::types::Ty;
use crate::clang::Cursor;
use crate::lower::{Function, Lowerer, Result, quote};
use clang_sys::*;

impl Lowerer {
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

    /// A function's symbol, declaring or scheduling it as needed; `true`
    /// when it is (or will be) a `func.func` definition.
    pub(super) fn function_symbol(&mut self, function: &Cursor) -> Result<(String, bool)> {
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
    pub(crate) fn routine_attributes(&mut self, function: Cursor) -> Result<()> {
        for child in function.children() {
            if child.kind() == CXCursor_UnexposedAttr {
                self.routine_from_attribute(&function, &child)?;
            }
        }
        Ok(())
    }

    pub(crate) fn lower_function(&mut self, function: Cursor, usr: &str) -> Result<()> {
        self.lowered.insert(usr.to_string());
        self.routine_attributes(function)?;
        let name = self.symbol(&function);
        self.symbols.insert(name.clone());
        self.types.vla_lengths.clear();
        self.types.decayed.clear();
        self.f = Function::default();
        self.f.cfg_region.push(true);
        // (Its extent in the main file: the profiling interface's
        // function lines of its directives.)
        if function
            .file_location()
            .is_some_and(|l| l.file == self.file)
        {
            self.f.extent = function.byte_range().map(|r| (r.start, r.end));
        }
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
        self.emit_function(
            &name,
            format!(
                "func.func {visibility}@{name}({signature_text}){result_text}{attributes} {body_text} {loc}"
            ),
        );
        Ok(())
    }

    /// Whether a function definition with external linkage is only an
    /// inline definition, with no external definition in this unit, as
    /// Clang's `isInlineDefinitionExternallyVisible` decides: in C99 and
    /// later, when every file-scope declaration of it says `inline` and none
    /// `extern` (6.7.4p7); with GNU89 semantics (`-fgnu89-inline`, C89, or
    /// the `gnu_inline` attribute), when the definition says `extern
    /// inline` and no declaration says `inline` without `extern`.
    pub(crate) fn is_inline_only(&self, function: &Cursor) -> bool {
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
    pub(super) fn parameter_type<'t>(
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
        // The written dimensions below the decayed one, outermost first: a
        // variable one's type identities, or none for a constant one.
        let mut written = Vec::new();
        let mut inner = pointee;
        while matches!(inner.kind(), CXType_VariableArray | CXType_ConstantArray) {
            written.push(
                (inner.kind() == CXType_VariableArray)
                    .then(|| vec![inner.identity(), inner.canonical().identity()]),
            );
            inner = inner.element();
        }
        if written.iter().all(Option::is_none) {
            if decayed {
                // `double a[n]`, `a[static n]`, `int a[]`: a pointer.
                let element = self.types.convert(pointee, param)?;
                return Ok((Ty::Ptr(Box::new(element)), Vec::new()));
            }
            return Ok((self.types.convert(ty, param)?, Vec::new()));
        }
        // Clang lists the size expressions of every written dimension,
        // constant ones too, innermost first; the decayed outermost
        // dimension's size (if written) comes last.
        let sizes: Vec<Cursor> = param
            .children()
            .into_iter()
            .filter(Cursor::is_expression)
            .collect();
        if sizes.len() < written.len() {
            return Err(types::unsupported(param, "variable-length array parameter"));
        }
        let inner_first: Vec<Cursor> = sizes[..written.len()].to_vec();
        let dims = written
            .into_iter()
            .zip(inner_first.into_iter().rev())
            .filter_map(|(identities, size)| identities.map(|i| (i, size)))
            .collect();
        Ok((Ty::Ptr(Box::new(Ty::Void)), dims))
    }

    /// The type of a VLA parameter once its lengths are known.
    pub(super) fn vla_parameter_type(&mut self, param: &Cursor) -> Result<Ty> {
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

    /// The alignment of a variable's storage, as Clang gives it: its type's,
    /// at least 16 for an array of 16 bytes or more (the x86-64 psABI:
    /// code compiled elsewhere may use aligned SSE accesses on it), and at
    /// least what an `aligned` attribute or `_Alignas` asks.
    pub(super) fn variable_align(&self, declaration: &Cursor, ty: &Ty) -> Result<u64> {
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
}

/// The alignments that `aligned(N)`, `aligned` (16: the largest x86-64
/// needs) and `_Alignas(N)` ask in a declaration as Clang prints it; `None`
/// if one is not an integer.
pub(super) fn requested_alignments(printed: &str) -> Option<Vec<u64>> {
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
pub(super) fn parse_integer_literal(text: &str) -> Option<u64> {
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

/// Whether a parameter is a `restrict` pointer: `T *restrict p`, or an
/// array parameter with `restrict` in its (outermost) brackets, `T a[restrict]`
/// (libclang gives its type as written, an array type without the
/// qualifier of the pointer it decays to).
pub(super) fn is_restrict_parameter(param: &Cursor) -> bool {
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
