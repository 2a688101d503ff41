//! Bit-field members: their storage unit, loads and stores.

use crate::c::body::Value;
use crate::c::expr::constants::signed_text;
use crate::c::expr::single;
use crate::c::types::Field;
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// A bit-field member expression (through parentheses): the address of
    /// the first byte holding it and its field.
    pub(super) fn bit_field(&mut self, e: &Cursor) -> Result<Option<(Value, Field)>> {
        let mut e = *e;
        while e.kind() == CXCursor_ParenExpr {
            e = single(&e)?;
        }
        if e.kind() != CXCursor_MemberRefExpr || !e.referenced().is_some_and(|f| f.is_bit_field()) {
            return Ok(None);
        }
        let loc = self.loc(&e);
        let (address, record, position) = self.member_base(&e)?;
        let field = self.types.records[record].fields[position].clone();
        if field.bits.is_none() {
            return Ok(None);
        }
        let address = self.field_address(&address, record, position, &loc);
        Ok(Some((address, field)))
    }

    /// Reads a bit-field: the bytes that hold it as one integer (alignment
    /// 1: a bit-field's bytes may sit anywhere), shifted and cut to its
    /// width, sign- or zero-extended to its type.
    pub(super) fn bit_field_load(
        &mut self,
        addr: &Value,
        field: &Field,
        volatile: bool,
        loc: &str,
    ) -> Result<Value> {
        let Some(bits) = field.bits else {
            return Ok(self.load(addr, &field.ty, loc));
        };
        let storage = format!("i{}", bits.bytes * 8);
        let width = format!("i{}", bits.width);
        let mlir = self.types.mlir(&field.ty);
        let volatile = if volatile { "volatile " } else { "" };
        let b = &mut self.f.body;
        let mut value = b.value(
            &storage,
            format!(
                "llvm.load {volatile}{} {{alignment = 1 : i64}} : !llvm.ptr -> {storage}",
                addr.name
            ),
            loc,
        );
        if bits.shift > 0 {
            let shift = b.value(
                &storage,
                format!("arith.constant {} : {storage}", bits.shift),
                loc,
            );
            value = b.value(
                &storage,
                format!("arith.shrui {}, {} : {storage}", value.name, shift.name),
                loc,
            );
        }
        if bits.width < bits.bytes * 8 {
            value = b.value(
                &width,
                format!("arith.trunci {} : {storage} to {width}", value.name),
                loc,
            );
        }
        let target = field.ty.bits();
        if bits.width < target {
            let op = if field.ty.is_signed() {
                "arith.extsi"
            } else {
                "arith.extui"
            };
            value = b.value(
                &mlir,
                format!("{op} {} : {width} to {mlir}", value.name),
                loc,
            );
        }
        Ok(Value::new(value.name, mlir))
    }

    /// Writes `value` (of the bit-field's type) to a bit-field: only the
    /// bytes that hold it, read, their other bits kept, written back (all
    /// of them written when the field fills them). Gives the value the
    /// bit-field then holds (cut to its width, extended to its type): the
    /// value of an assignment to it.
    pub(crate) fn bit_field_store(
        &mut self,
        addr: &Value,
        field: &Field,
        value: &Value,
        volatile: bool,
        loc: &str,
    ) -> Result<Value> {
        let Some(bits) = field.bits else {
            self.store(value, addr, loc);
            return Ok(value.clone());
        };
        let n = bits.bytes * 8;
        let storage = format!("i{n}");
        let width = format!("i{}", bits.width);
        let mlir = self.types.mlir(&field.ty);
        let target = field.ty.bits();
        let volatile = if volatile { "volatile " } else { "" };
        let b = &mut self.f.body;
        let narrow = if bits.width < target {
            b.value(
                &width,
                format!("arith.trunci {} : {mlir} to {width}", value.name),
                loc,
            )
        } else {
            Value::new(value.name.clone(), width.clone())
        };
        let mut wide = narrow.clone();
        if n > bits.width {
            wide = b.value(
                &storage,
                format!("arith.extui {} : {width} to {storage}", narrow.name),
                loc,
            );
        }
        if bits.shift > 0 {
            let shift = b.value(
                &storage,
                format!("arith.constant {} : {storage}", bits.shift),
                loc,
            );
            wide = b.value(
                &storage,
                format!("arith.shli {}, {} : {storage}", wide.name, shift.name),
                loc,
            );
        }
        if bits.width < n {
            let mask = ((1u128 << bits.width) - 1) << bits.shift;
            let keep = !mask & ((1u128 << n) - 1);
            let old = b.value(
                &storage,
                format!(
                    "llvm.load {volatile}{} {{alignment = 1 : i64}} : !llvm.ptr -> {storage}",
                    addr.name
                ),
                loc,
            );
            let keep = b.value(
                &storage,
                format!("arith.constant {} : {storage}", signed_text(keep, n)),
                loc,
            );
            let kept = b.value(
                &storage,
                format!("arith.andi {}, {} : {storage}", old.name, keep.name),
                loc,
            );
            wide = b.value(
                &storage,
                format!("arith.ori {}, {} : {storage}", kept.name, wide.name),
                loc,
            );
        }
        b.op(
            format!(
                "llvm.store {volatile}{}, {} {{alignment = 1 : i64}} : {storage}, !llvm.ptr",
                wide.name, addr.name
            ),
            loc,
        );
        if bits.width < target {
            let op = if field.ty.is_signed() {
                "arith.extsi"
            } else {
                "arith.extui"
            };
            return Ok(b.value(
                &mlir,
                format!("{op} {} : {width} to {mlir}", narrow.name),
                loc,
            ));
        }
        Ok(value.clone())
    }
}
