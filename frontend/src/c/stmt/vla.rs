//! Variable-length arrays: their lengths, evaluated where the declarator (or a
//! cast) writes them, and their allocation.

use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::{ArrayLen, Ty, unsupported};
use crate::clang::{Cursor, Type};
use crate::lower::Lowerer;
use crate::lower::Result;
use clang_sys::*;

/// Whether a type is a variable-length array (its length, or an inner
/// one's, known at run time only).
pub(crate) fn is_vla(ty: &Ty) -> bool {
    match ty {
        Ty::Array(_, ArrayLen::Dynamic(_)) => true,
        Ty::Array(element, _) => is_vla(element),
        _ => false,
    }
}

/// Whether a type writes a variable-length array type (through pointers
/// and arrays).
pub(crate) fn writes_vla(ty: Type) -> bool {
    written_array_types(ty)
        .iter()
        .any(|t| t.kind() == CXType_VariableArray)
}

/// The array types with a length that a declarator writes (each has its
/// size expression), outermost first: through pointers and arrays down to
/// a named type (a typedef's lengths are evaluated at the typedef).
fn written_array_types(ty: Type) -> Vec<Type> {
    let mut found = Vec::new();
    let mut ty = ty;
    loop {
        match ty.kind() {
            CXType_Pointer => ty = ty.pointee(),
            CXType_IncompleteArray => ty = ty.element(),
            CXType_ConstantArray | CXType_VariableArray => {
                found.push(ty);
                ty = ty.element();
            }
            _ => return found,
        }
    }
}

impl Lowerer {
    /// The lengths of the variable-length array types that a declaration
    /// of type `ty` writes (`double a[n][m]`, `double (*p)[n]`, `typedef
    /// double row[n]`), evaluated where it is, outermost first, as C says:
    /// recorded by type (the size expressions are the declaration's
    /// expression children, innermost first).
    pub(super) fn vla_lengths(&mut self, declaration: &Cursor, ty: Type) -> Result<()> {
        if !writes_vla(ty) {
            return Ok(());
        }
        let initializer = declaration.var_initializer().and_then(|i| i.byte_range());
        let sizes: Vec<Cursor> = declaration
            .children()
            .into_iter()
            .filter(|c| {
                c.is_expression() && (initializer.is_none() || c.byte_range() != initializer)
            })
            .collect();
        self.vla_lengths_of(declaration, ty, &sizes)
    }

    /// The lengths of the variable-length array types a cast's type writes
    /// (`(double (*)[n])p`), evaluated where the cast is (its expression
    /// children before the operand).
    pub(crate) fn cast_vla_lengths(&mut self, cast: &Cursor) -> Result<()> {
        let ty = cast.ty();
        if !writes_vla(ty) {
            return Ok(());
        }
        let mut sizes = operands(cast);
        sizes.pop();
        self.vla_lengths_of(cast, ty, &sizes)
    }

    /// Evaluates `sizes` (innermost first) as the lengths of the array types
    /// `ty` writes.
    fn vla_lengths_of(&mut self, declaration: &Cursor, ty: Type, sizes: &[Cursor]) -> Result<()> {
        let written = written_array_types(ty);
        if sizes.len() != written.len() {
            return Err(unsupported(
                declaration,
                "variably modified type written this way",
            ));
        }
        for (vla, size) in written.iter().zip(sizes.iter().rev()) {
            if vla.kind() != CXType_VariableArray {
                continue;
            }
            let size_ty = self.ty_of(size)?;
            let value = self.rvalue(size)?;
            let length = self.convert(value, &size_ty, &Ty::int(64, true), size)?;
            self.types
                .vla_lengths
                .insert(vla.identity(), length.name.clone());
            self.types
                .vla_lengths
                .insert(vla.canonical().identity(), length.name);
        }
        Ok(())
    }

    /// A variable-length array's storage: `llvm.alloca` of its elements
    /// where it is declared, after the stack pointer its block restores is
    /// saved (at its first such array).
    pub(super) fn vla_alloca(
        &mut self,
        declaration: &Cursor,
        ty: &Ty,
        align: u64,
    ) -> Result<Value> {
        let loc = self.variable_loc(declaration);
        let Some(block) = self.f.blocks.last() else {
            return Err(unsupported(
                declaration,
                "variable-length array outside a block",
            ));
        };
        if block.stack.is_none() {
            let stack = self
                .f
                .body
                .value("!llvm.ptr", "llvm.intr.stacksave : !llvm.ptr", &loc);
            if let Some(block) = self.f.blocks.last_mut() {
                block.stack = Some(stack.name);
            }
        }
        let (count, element) = self.element_count(ty, &loc);
        let mlir = self.types.mlir(&element);
        Ok(self.f.body.dynamic_alloca(&mlir, &count.name, align, &loc))
    }

    /// The number of elements of an array (an `i64`, computed for VLAs)
    /// and their type (what is not an array).
    fn element_count(&mut self, ty: &Ty, loc: &str) -> (Value, Ty) {
        match ty {
            Ty::Array(element, length) => {
                let (inner, scalar) = self.element_count(element, loc);
                let length = match length {
                    ArrayLen::Dynamic(length) => Value::new(length.clone(), "i64"),
                    ArrayLen::Const(n) => self.i64_const(*n as i64, loc),
                    ArrayLen::Incomplete => self.i64_const(0, loc),
                };
                let count = self.f.body.value(
                    "i64",
                    format!("arith.muli {}, {} : i64", length.name, inner.name),
                    loc,
                );
                (count, scalar)
            }
            other => (self.i64_const(1, loc), other.clone()),
        }
    }
}
