//! Function signatures, parameters, returns and calls with the C calling
//! convention of [`abi`]: what clang-22 gives a function of the same C
//! type, so that accc's objects and clang's call each other.
//!
//! A function's IR signature is its [`abi::Convention`]'s: an `sret`
//! pointer first when the result is returned in memory, then each C
//! parameter as itself (a scalar, with `signext`/`zeroext`), as the one or
//! two scalars its memory is coerced to, as a `byval` pointer, or as
//! nothing (an empty struct). The same signature is used for definitions
//! (`func.func`), declarations (`llvm.func`), calls (`func.call`,
//! `llvm.call`, direct or through a pointer, with the attributes on the
//! call too, as LLVM needs for indirect and variadic calls) and function
//! constants. Values cross that boundary through memory: an aggregate
//! argument is stored in a temporary whose eightbytes are loaded as the
//! coerced scalars; a coerced parameter or result is stored back into the
//! aggregate's memory.

mod coercion;

use crate::c::abi::{self, Convention, Pass};
use crate::c::body::Value;
use crate::c::types::{FuncTy, Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Var};
use coercion::{coerced_type, ir_count, llvm_type_text, span};

/// What a call calls.
pub(super) enum Callee {
    /// A `func.func` of this module.
    Func(String),
    /// An external function (`llvm.func`).
    External(String),
    /// A function pointer.
    Pointer(Value),
}

/// One IR argument or result: its type and its attributes (`{...}` or
/// nothing).
struct IrValue {
    ty: String,
    attributes: Vec<String>,
}

impl IrValue {
    fn dictionary(&self) -> String {
        if self.attributes.is_empty() {
            "{}".into()
        } else {
            format!("{{{}}}", self.attributes.join(", "))
        }
    }

    /// `T` or `T {attributes}` (a signature's entry).
    fn entry(&self) -> String {
        if self.attributes.is_empty() {
            self.ty.clone()
        } else {
            format!("{} {}", self.ty, self.dictionary())
        }
    }
}

impl Lowerer {
    /// The convention of a call of `signature` with arguments of `params`
    /// (the fixed parameters' types, then the variadic arguments').
    fn convention_for(&self, result: &Ty, params: &[Ty]) -> Convention {
        abi::convention(&self.types, result, params)
    }

    /// The IR parameters of a convention (the `sret` pointer first).
    fn ir_params(&self, convention: &Convention, result: &Ty, params: &[Ty]) -> Vec<IrValue> {
        let mut out = Vec::new();
        if let Pass::Indirect { align } = convention.result {
            out.push(IrValue {
                ty: "!llvm.ptr".into(),
                attributes: vec![
                    format!("llvm.sret = {}", self.types.mlir(result)),
                    format!("llvm.align = {align} : i64"),
                ],
            });
        }
        for (pass, ty) in convention.params.iter().zip(params) {
            match pass {
                Pass::Ignore => {}
                Pass::Direct { ext } => out.push(IrValue {
                    ty: abi::direct_type(&self.types, ty),
                    attributes: ext.iter().map(|e| format!("llvm.{e}")).collect(),
                }),
                Pass::Coerce(parts) => {
                    for part in parts {
                        out.push(IrValue {
                            ty: part.ty.clone(),
                            attributes: Vec::new(),
                        });
                    }
                }
                Pass::Indirect { align } => out.push(IrValue {
                    ty: "!llvm.ptr".into(),
                    attributes: vec![
                        format!("llvm.byval = {}", self.types.mlir(ty)),
                        format!("llvm.align = {align} : i64"),
                    ],
                }),
            }
        }
        out
    }

    /// The IR result of a convention (none: `void`).
    fn ir_result(&self, convention: &Convention, result: &Ty) -> Option<IrValue> {
        match &convention.result {
            Pass::Ignore | Pass::Indirect { .. } => None,
            Pass::Direct { ext } => Some(IrValue {
                ty: abi::direct_type(&self.types, result),
                attributes: ext.iter().map(|e| format!("llvm.{e}")).collect(),
            }),
            Pass::Coerce(parts) => Some(IrValue {
                ty: coerced_type(parts),
                attributes: Vec::new(),
            }),
        }
    }

    /// The C type of a function as it is called: its definition's when it
    /// has one (a call through a declaration without a prototype of an
    /// old-style definition passes what the definition takes: Clang gives
    /// that definition a prototype of its promoted parameter types).
    pub(super) fn function_signature(&mut self, function: &Cursor) -> Result<FuncTy> {
        let declaration = function.definition().unwrap_or(*function);
        let ty = self.types.convert(declaration.ty(), &declaration)?;
        let Ty::Func(signature) = ty else {
            return Err(unsupported(function, "call of a non-function"));
        };
        Ok(*signature)
    }

    /// `(T, ...) -> R` of a function as its IR signature (a `func.func`'s
    /// type; `()` for no result).
    pub(super) fn function_type_text(&mut self, function: &Cursor) -> Result<String> {
        let signature = self.function_signature(function)?;
        let convention = self.convention_for(&signature.result, &signature.params);
        let params: Vec<String> = self
            .ir_params(&convention, &signature.result, &signature.params)
            .into_iter()
            .map(|p| p.ty)
            .collect();
        let result = self
            .ir_result(&convention, &signature.result)
            .map_or_else(|| "()".to_string(), |r| r.ty);
        Ok(format!("({}) -> {result}", params.join(", ")))
    }

    /// The `llvm.func` declaration of an external function of type
    /// `signature` (its parameters and result, with their attributes).
    pub(super) fn declaration_text(&self, name: &str, signature: &FuncTy, loc: &str) -> String {
        let convention = self.convention_for(&signature.result, &signature.params);
        let mut params: Vec<String> = self
            .ir_params(&convention, &signature.result, &signature.params)
            .iter()
            .map(IrValue::entry)
            .collect();
        if signature.variadic {
            params.push("...".into());
        }
        let result = match self.ir_result(&convention, &signature.result) {
            None => String::new(),
            Some(r) if r.attributes.is_empty() => format!(" -> {}", r.ty),
            Some(r) => format!(" -> ({})", r.entry()),
        };
        format!(
            "llvm.func @{name}({}){result} attributes {{sym_visibility = \"private\"}} {loc}",
            params.join(", ")
        )
    }

    /// The parameters of a function definition: stores each C parameter
    /// (its variable's type, the type it is passed as, its declaration,
    /// `noalias`) into its variable and gives the signature's text
    /// (`%argN: T {attributes} loc, ...` and ` -> R`). The types differ for
    /// old-style definitions: their parameters are passed promoted
    /// (`char` as `int`, `float` as `double`), then converted.
    pub(super) fn lower_parameters(
        &mut self,
        params: &[(Ty, Ty, Cursor, bool)],
        result: &Ty,
        loc: &str,
    ) -> Result<(String, String)> {
        let types: Vec<Ty> = params
            .iter()
            .map(|(_, passed, _, _)| passed.clone())
            .collect();
        let convention = self.convention_for(result, &types);
        let mut arguments = Vec::new();
        let mut argument = |value: IrValue, loc: &str| -> Value {
            let name = format!("%arg{}", arguments.len());
            let entry = if value.attributes.is_empty() {
                format!("{name}: {} {loc}", value.ty)
            } else {
                format!("{name}: {} {} {loc}", value.ty, value.dictionary())
            };
            arguments.push(entry);
            Value::new(name, value.ty)
        };
        self.f.sret = None;
        if let Pass::Indirect { align } = convention.result {
            let value = IrValue {
                ty: "!llvm.ptr".into(),
                attributes: vec![
                    format!("llvm.sret = {}", self.types.mlir(result)),
                    format!("llvm.align = {align} : i64"),
                ],
            };
            self.f.sret = Some(argument(value, loc));
        }
        for ((ty, passed, param, noalias), pass) in params.iter().zip(&convention.params) {
            let ploc = self.loc(param);
            let mlir = self.types.mlir(ty);
            let align = self.types.align_of(ty);
            let addr = match pass {
                Pass::Ignore => self.f.body.alloca(&mlir, align, &self.variable_loc(param)),
                Pass::Direct { ext } => {
                    let mut attributes: Vec<String> =
                        ext.iter().map(|e| format!("llvm.{e}")).collect();
                    if *noalias {
                        attributes.push("llvm.noalias".into());
                    }
                    let ir = IrValue {
                        ty: abi::direct_type(&self.types, passed),
                        attributes,
                    };
                    let value = argument(ir, &ploc);
                    let addr = self.f.body.alloca(&mlir, align, &self.variable_loc(param));
                    let mut value = self.direct_value(value, passed, &ploc);
                    if passed != ty {
                        value = self.convert(value, passed, ty, param)?;
                    }
                    self.store(&value, &addr, &ploc);
                    addr
                }
                Pass::Coerce(parts) => {
                    let mut values = Vec::new();
                    for part in parts {
                        let ir = IrValue {
                            ty: part.ty.clone(),
                            attributes: Vec::new(),
                        };
                        values.push(argument(ir, &ploc));
                    }
                    let size = self.types.size_of(ty).unwrap_or(0);
                    let vloc = self.variable_loc(param);
                    if span(parts) <= size {
                        let addr = self.f.body.alloca(&mlir, align.max(8), &vloc);
                        self.store_parts(&values, parts, &addr, &ploc);
                        addr
                    } else {
                        let temporary = self.coercion_temporary(ty, parts, &ploc);
                        self.store_parts(&values, parts, &temporary, &ploc);
                        let addr = self.f.body.alloca(&mlir, align, &vloc);
                        self.copy(&addr, &temporary, size, &ploc);
                        addr
                    }
                }
                Pass::Indirect { align: byval } => {
                    let ir = IrValue {
                        ty: "!llvm.ptr".into(),
                        attributes: vec![
                            format!("llvm.byval = {mlir}"),
                            format!("llvm.align = {byval} : i64"),
                        ],
                    };
                    let pointer = argument(ir, &ploc);
                    let addr = self.f.body.alloca(&mlir, align, &self.variable_loc(param));
                    let size = self.types.size_of(ty).unwrap_or(0);
                    self.copy(&addr, &pointer, size, &ploc);
                    addr
                }
            };
            self.f.locals.insert(
                param.usr(),
                Var {
                    addr,
                    ty: ty.clone(),
                },
            );
        }
        let result_text = match self.ir_result(&convention, result) {
            None => String::new(),
            Some(r) if r.attributes.is_empty() => format!(" -> {}", r.ty),
            Some(r) => format!(" -> ({})", r.entry()),
        };
        self.f.result_pass = Some(convention.result);
        Ok((arguments.join(", "), result_text))
    }

    /// `return value;` (`None`: falling off the end or `return;`, an
    /// unspecified value, zero here) with the function's convention.
    pub(super) fn lower_return(&mut self, value: Option<Value>, loc: &str) {
        let result = self.f.result.clone().unwrap_or(Ty::Void);
        let pass = self.f.result_pass.clone().unwrap_or(Pass::Ignore);
        if result == Ty::Void {
            self.f.body.terminate("func.return", loc);
            return;
        }
        let mlir = self.types.mlir(&result);
        let value = match value {
            Some(value) => value,
            None => self
                .f
                .body
                .value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc),
        };
        match &pass {
            Pass::Ignore => self.f.body.terminate("func.return", loc),
            Pass::Direct { .. } => {
                let value = self.direct_argument(value, &result, loc);
                self.f
                    .body
                    .terminate(format!("func.return {} : {}", value.name, value.ty), loc);
            }
            Pass::Coerce(parts) => {
                let temporary = self.coercion_temporary(&result, parts, loc);
                self.store(&value, &temporary, loc);
                let values = self.load_parts(parts, &temporary, loc);
                let value = self.pack(values, loc);
                self.f
                    .body
                    .terminate(format!("func.return {} : {}", value.name, value.ty), loc);
            }
            Pass::Indirect { .. } => {
                if let Some(sret) = self.f.sret.clone() {
                    self.store(&value, &sret, loc);
                }
                self.f.body.terminate("func.return", loc);
            }
        }
    }

    /// A call of `callee` (of C type `signature`) with `arguments` (their
    /// values and C types), giving its C result (`%void` for none).
    pub(super) fn emit_call(
        &mut self,
        callee: Callee,
        signature: &FuncTy,
        mut arguments: Vec<(Value, Ty)>,
        result: &Ty,
        at: &Cursor,
    ) -> Result<Value> {
        let loc = &self.loc(at);
        if !signature.variadic && arguments.len() != signature.params.len() {
            return Err(unsupported(
                at,
                "call with another number of arguments than the function's parameters",
            ));
        }
        // The fixed parameters' types (arguments converted to them: they
        // differ only in calls without a prototype of an old-style
        // definition), then the variadic arguments'.
        for ((value, ty), param) in arguments.iter_mut().zip(&signature.params) {
            if ty != param {
                *value = self.convert(value.clone(), ty, param, at)?;
                *ty = param.clone();
            }
        }
        let types: Vec<Ty> = arguments.iter().map(|(_, ty)| ty.clone()).collect();
        let fixed = signature.params.len().min(arguments.len());
        let convention = self.convention_for(result, &types);
        let ir_params = self.ir_params(&convention, result, &types);
        let mut operands: Vec<Value> = Vec::new();
        let mut sret = None;
        if let Pass::Indirect { .. } = convention.result {
            let mlir = self.types.mlir(result);
            let align = self.types.align_of(result);
            let temporary = self.f.body.alloca(&mlir, align, loc);
            operands.push(temporary.clone());
            sret = Some(temporary);
        }
        for ((value, _), (pass, ty)) in arguments.iter().zip(convention.params.iter().zip(&types)) {
            match pass {
                Pass::Ignore => {}
                Pass::Direct { .. } => {
                    let value = self.direct_argument(value.clone(), ty, loc);
                    operands.push(value);
                }
                Pass::Coerce(parts) => {
                    let temporary = self.coercion_temporary(ty, parts, loc);
                    self.store(value, &temporary, loc);
                    operands.extend(self.load_parts(parts, &temporary, loc));
                }
                Pass::Indirect { align } => {
                    let mlir = self.types.mlir(ty);
                    let temporary = self.f.body.alloca(&mlir, *align, loc);
                    self.store(value, &temporary, loc);
                    operands.push(temporary);
                }
            }
        }
        let ir_result = self.ir_result(&convention, result);
        let result_text = ir_result
            .as_ref()
            .map_or_else(|| "()".to_string(), |r| r.ty.clone());
        let names: Vec<String> = operands.iter().map(|o| o.name.clone()).collect();
        let operand_types: Vec<String> = operands.iter().map(|o| o.ty.clone()).collect();
        let mut attributes = Vec::new();
        if ir_params.iter().any(|p| !p.attributes.is_empty()) {
            let dictionaries: Vec<String> = ir_params.iter().map(IrValue::dictionary).collect();
            attributes.push(format!("arg_attrs = [{}]", dictionaries.join(", ")));
        }
        if let Some(r) = ir_result.as_ref().filter(|r| !r.attributes.is_empty()) {
            attributes.push(format!("res_attrs = [{}]", r.dictionary()));
        }
        let attributes = if attributes.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attributes.join(", "))
        };
        // A variadic callee: `vararg` with the type of its fixed part.
        let vararg = if signature.variadic {
            let sret = usize::from(matches!(convention.result, Pass::Indirect { .. }));
            let fixed_count = sret
                + convention.params[..fixed]
                    .iter()
                    .map(ir_count)
                    .sum::<usize>();
            let fixed_types: Vec<String> = ir_params[..fixed_count]
                .iter()
                .map(|p| llvm_type_text(&p.ty))
                .chain(std::iter::once("...".to_string()))
                .collect();
            let result = ir_result
                .as_ref()
                .map_or_else(|| "void".to_string(), |r| llvm_type_text(&r.ty));
            format!(" vararg(!llvm.func<{result} ({})>)", fixed_types.join(", "))
        } else {
            String::new()
        };
        let text = match callee {
            Callee::Func(symbol) => format!(
                "func.call @{symbol}({}){attributes} : ({}) -> {result_text}",
                names.join(", "),
                operand_types.join(", ")
            ),
            Callee::External(symbol) => format!(
                "llvm.call @{symbol}({}){vararg}{attributes} : ({}) -> {result_text}",
                names.join(", "),
                operand_types.join(", ")
            ),
            Callee::Pointer(pointer) => format!(
                "llvm.call {}({}){vararg}{attributes} : !llvm.ptr, ({}) -> {result_text}",
                pointer.name,
                names.join(", "),
                operand_types.join(", ")
            ),
        };
        let returned = match &ir_result {
            None => {
                self.f.body.op(text, loc);
                None
            }
            Some(r) => Some(self.f.body.value(&r.ty, text, loc)),
        };
        if *result == Ty::Void {
            return Ok(Value::new("%void", "none"));
        }
        let mlir = self.types.mlir(result);
        Ok(match (&convention.result, returned) {
            (Pass::Direct { .. }, Some(value)) => self.direct_value(value, result, loc),
            (Pass::Coerce(parts), Some(value)) => {
                let values = self.unpack(value, parts, loc);
                let temporary = self.coercion_temporary(result, parts, loc);
                self.store_parts(&values, parts, &temporary, loc);
                self.load(&temporary, result, loc)
            }
            (Pass::Indirect { .. }, _) => match sret {
                Some(temporary) => self.load(&temporary, result, loc),
                None => self
                    .f
                    .body
                    .value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc),
            },
            _ => self
                .f
                .body
                .value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc),
        })
    }
}
