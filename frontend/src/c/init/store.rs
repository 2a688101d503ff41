//! Locals: an initializer tree stored into the object, subobject by subobject
//! in order ([`Lowerer::initialize`]).

use super::Init;
use crate::c::body::Value;
use crate::c::expr::decay;
use crate::c::literals::escape_bytes;
use crate::c::strip_wrappers;
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// Initializes the object at `addr` of type `ty` with `init` (an
    /// expression or an initializer list): an aggregate is zeroed, then
    /// each initialized subobject stored, in order.
    pub(crate) fn initialize(&mut self, addr: &Value, ty: &Ty, init: &Cursor) -> Result<()> {
        let tree = self.init_tree(ty, init)?;
        let loc = self.loc(init);
        if !matches!(tree, Init::Expr(_) | Init::Overridden(..)) {
            self.zero(addr, ty, &loc);
        }
        let align = self.types.align_of(ty);
        self.store_init(addr, ty, &tree, &loc, align)
    }

    /// Stores an initializer tree at `addr` (zeroed already), which is
    /// aligned to `align` (less than a member's type asks in a packed
    /// struct: the stores say so, as clang's).
    fn store_init(
        &mut self,
        addr: &Value,
        ty: &Ty,
        node: &Init,
        loc: &str,
        align: u64,
    ) -> Result<()> {
        match (node, ty) {
            (Init::Zero, _) => Ok(()),
            (Init::Expr(e), _) => self.store_expr(addr, ty, e, align),
            (Init::Overridden(e, over), _) => {
                self.store_expr(addr, ty, e, align)?;
                self.store_init(addr, ty, over, loc, align)
            }
            (Init::Struct(fields), Ty::Record(record)) => {
                for (position, node) in fields.iter().enumerate() {
                    self.store_member(addr, *record, position, node, loc, align)?;
                }
                Ok(())
            }
            (Init::Union(position, node), Ty::Record(record)) => {
                self.store_member(addr, *record, *position, node, loc, align)
            }
            (Init::Array(elements), Ty::Array(element, _)) => {
                for (index, node) in elements {
                    if let Init::Zero = node {
                        continue;
                    }
                    let index = self.i64_const(*index as i64, loc);
                    let slot =
                        self.element_address(addr, element, index, &Ty::int(64, true), loc)?;
                    let size = self.types.size_of(element).unwrap_or(1).max(1);
                    let element_align = align.min(1 << size.trailing_zeros());
                    self.store_init(&slot, element, node, loc, element_align)?;
                }
                Ok(())
            }
            _ => Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: initializer".into(),
            }),
        }
    }

    /// Stores the initializer of the member at `position` of the record at
    /// `addr` (a bit-field: its bits).
    fn store_member(
        &mut self,
        addr: &Value,
        record: usize,
        position: usize,
        node: &Init,
        loc: &str,
        align: u64,
    ) -> Result<()> {
        let field = self.types.records[record].fields[position].clone();
        let align = if field.offset == 0 {
            align
        } else {
            align.min(1 << field.offset.trailing_zeros())
        };
        let member = self.field_address(addr, record, position, loc);
        match (node, field.bits) {
            (Init::Zero, _) => Ok(()),
            (Init::Expr(e), Some(_)) => {
                let from = decay(&self.ty_of(e)?);
                let value = self.rvalue(e)?;
                let value = self.convert(value, &from, &field.ty, e)?;
                self.bit_field_store(&member, &field, &value, false, loc)?;
                Ok(())
            }
            (_, Some(_)) => Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: initializer of a bit-field".into(),
            }),
            (node, None) => self.store_init(&member, &field.ty, node, loc, align),
        }
    }

    /// Stores the value of `e` converted to `ty` at `addr` (a string
    /// literal's bytes for a character array).
    fn store_expr(&mut self, addr: &Value, ty: &Ty, e: &Cursor, align: u64) -> Result<()> {
        let loc = self.loc(e);
        if let Ty::Array(..) = ty {
            let literal = strip_wrappers(*e);
            if literal.kind() != CXCursor_StringLiteral {
                return Err(unsupported(e, "array initializer"));
            }
            crate::c::literals::narrow_string(&literal)?;
            let mut bytes = crate::c::literals::string_bytes(&literal);
            let size = self.types.size_of(ty).unwrap_or(bytes.len() as u64) as usize;
            // `char s[3] = "abc"` keeps no NUL.
            bytes.resize(size, 0);
            let mlir = self.types.mlir(ty);
            let constant = self.f.body.value(
                &mlir,
                format!("llvm.mlir.constant(\"{}\") : {mlir}", escape_bytes(&bytes)),
                &loc,
            );
            if align < self.types.align_of(ty) {
                self.store_aligned(&constant, addr, align, &loc);
            } else {
                self.store(&constant, addr, &loc);
            }
            return Ok(());
        }
        let from = decay(&self.ty_of(e)?);
        let value = self.rvalue(e)?;
        let value = self.convert(value, &from, ty, e)?;
        if align < self.types.align_of(ty) {
            self.store_aligned(&value, addr, align, &loc);
        } else {
            self.store(&value, addr, &loc);
        }
        Ok(())
    }
}
