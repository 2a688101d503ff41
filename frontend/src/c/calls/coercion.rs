//! Coerced values of the x86-64 calling convention: aggregates passed in
//! registers as parts (loaded from and stored to memory, packed into and
//! unpacked from the coerced IR type).

use crate::c::abi::{self, Pass};
use crate::c::body::Value;
use crate::c::types::Ty;
use crate::lower::Lowerer;

/// The bytes the parts of a coerced aggregate cover.
pub(super) fn span(parts: &[abi::Part]) -> u64 {
    parts.iter().map(|p| p.offset + p.size).max().unwrap_or(0)
}

/// How many IR arguments a C argument takes.
pub(super) fn ir_count(pass: &Pass) -> usize {
    match pass {
        Pass::Ignore => 0,
        Pass::Direct { .. } | Pass::Indirect { .. } => 1,
        Pass::Coerce(parts) => parts.len(),
    }
}

/// The IR type of a coerced value: its part, or a literal struct of two.
pub(super) fn coerced_type(parts: &[abi::Part]) -> String {
    if let [part] = parts {
        return part.ty.clone();
    }
    let types: Vec<String> = parts.iter().map(|p| llvm_type_text(&p.ty)).collect();
    format!("!llvm.struct<({})>", types.join(", "))
}

/// A type as it is written inside an LLVM dialect type (`!llvm.ptr` is
/// `ptr` there).
pub(super) fn llvm_type_text(ty: &str) -> String {
    ty.strip_prefix("!llvm.").unwrap_or(ty).to_string()
}

impl Lowerer {
    /// A C value as its `Direct` IR value (`_Bool`: `i8` to `i1`).
    pub(super) fn direct_argument(&mut self, value: Value, ty: &Ty, loc: &str) -> Value {
        if *ty == Ty::Bool && value.ty == "i8" {
            return self
                .f
                .body
                .value("i1", format!("arith.trunci {} : i8 to i1", value.name), loc);
        }
        value
    }

    /// A `Direct` IR value as the C value (`_Bool`: `i1` to `i8`).
    pub(super) fn direct_value(&mut self, value: Value, ty: &Ty, loc: &str) -> Value {
        if *ty == Ty::Bool && value.ty == "i1" {
            return self
                .f
                .body
                .value("i8", format!("arith.extui {} : i1 to i8", value.name), loc);
        }
        value
    }

    /// Memory for an aggregate of type `ty` and its coerced parts: at
    /// least as large as both, aligned for the parts.
    pub(super) fn coercion_temporary(&mut self, ty: &Ty, parts: &[abi::Part], loc: &str) -> Value {
        let size = self.types.size_of(ty).unwrap_or(0);
        let align = self.types.align_of(ty).max(8);
        if span(parts) <= size {
            let mlir = self.types.mlir(ty);
            self.f.body.alloca(&mlir, align, loc)
        } else {
            let bytes = span(parts).max(size);
            self.f
                .body
                .alloca(&format!("!llvm.array<{bytes} x i8>"), align, loc)
        }
    }

    /// The address `offset` bytes into `base`.
    fn byte_offset(&mut self, base: &Value, offset: u64, loc: &str) -> Value {
        if offset == 0 {
            return base.clone();
        }
        self.f.body.value(
            "!llvm.ptr",
            format!(
                "llvm.getelementptr {}[{offset}] : (!llvm.ptr) -> !llvm.ptr, i8",
                base.name
            ),
            loc,
        )
    }

    pub(super) fn load_parts(
        &mut self,
        parts: &[abi::Part],
        base: &Value,
        loc: &str,
    ) -> Vec<Value> {
        let mut values = Vec::new();
        for part in parts {
            let address = self.byte_offset(base, part.offset, loc);
            values.push(self.f.body.value(
                &part.ty,
                format!("llvm.load {} : !llvm.ptr -> {}", address.name, part.ty),
                loc,
            ));
        }
        values
    }

    pub(super) fn store_parts(
        &mut self,
        values: &[Value],
        parts: &[abi::Part],
        base: &Value,
        loc: &str,
    ) {
        for (value, part) in values.iter().zip(parts) {
            let address = self.byte_offset(base, part.offset, loc);
            self.store(value, &address, loc);
        }
    }

    /// One part as itself, two as a literal struct (a coerced result).
    pub(super) fn pack(&mut self, values: Vec<Value>, loc: &str) -> Value {
        if values.len() == 1 {
            return values
                .into_iter()
                .next()
                .unwrap_or_else(|| Value::new("", ""));
        }
        let types: Vec<String> = values.iter().map(|v| v.ty.clone()).collect();
        let ty = format!("!llvm.struct<({})>", types.join(", "));
        let mut aggregate = self
            .f
            .body
            .value(&ty, format!("llvm.mlir.undef : {ty}"), loc);
        for (index, value) in values.iter().enumerate() {
            aggregate = self.f.body.value(
                &ty,
                format!(
                    "llvm.insertvalue {}, {}[{index}] : {ty}",
                    value.name, aggregate.name
                ),
                loc,
            );
        }
        aggregate
    }

    /// The parts of a coerced result (one value, or a literal struct).
    pub(super) fn unpack(&mut self, value: Value, parts: &[abi::Part], loc: &str) -> Vec<Value> {
        if parts.len() == 1 {
            return vec![value];
        }
        parts
            .iter()
            .enumerate()
            .map(|(index, part)| {
                self.f.body.value(
                    &part.ty,
                    format!("llvm.extractvalue {}[{index}] : {}", value.name, value.ty),
                    loc,
                )
            })
            .collect()
    }

    /// Copies `size` bytes from `source` to `destination`.
    pub(super) fn copy(&mut self, destination: &Value, source: &Value, size: u64, loc: &str) {
        let length = self.i64_const(size as i64, loc);
        self.f.body.op(
            format!(
                "\"llvm.intr.memcpy\"({}, {}, {}) <{{isVolatile = false}}> : (!llvm.ptr, !llvm.ptr, i64) -> ()",
                destination.name, source.name, length.name
            ),
            loc,
        );
    }
}
