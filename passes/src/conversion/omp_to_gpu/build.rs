//! A small builder for the ops `convert-omp-to-gpu` writes: constants,
//! integer arithmetic, casts, calls of the runtime, addresses.

use crate::ir::{OpSpec, declare_symbol, result};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, Location, Type, Value,
        attribute::{IntegerAttribute, TypeAttribute},
        r#type::IntegerType,
    },
};

/// Builds at the rewriter's insertion point, with one location.
pub(super) struct Builder<'c, 'r, 'x> {
    pub rewriter: &'r RewriterBase<'c, 'x>,
    pub context: &'c Context,
    pub location: Location<'c>,
}

impl<'c, 'r, 'x> Builder<'c, 'r, 'x> {
    pub fn i64_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 64).into()
    }

    pub fn i32_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    pub fn index_type(&self) -> Type<'c> {
        Type::index(self.context)
    }

    pub fn ptr_type(&self) -> Type<'c> {
        melior::dialect::llvm::r#type::pointer(self.context, 0)
    }

    /// The insertion point now, to go back to after declaring a symbol
    /// (which inserts at the module's level).
    fn save(&self) -> impl Fn(&Self) + use<'c, 'r, 'x> {
        let after = self.rewriter.operation_after_insertion();
        let block = self.rewriter.insertion_block();
        // SAFETY: both stay valid while the builder inserts around them.
        let (after, block) = (after.map(|op| op.to_raw()), block.to_raw());
        move |this: &Self| unsafe {
            match after {
                Some(op) => this
                    .rewriter
                    .set_insertion_point_before(melior::ir::OperationRef::from_raw(op)),
                None => this
                    .rewriter
                    .set_insertion_point_to_end(melior::ir::BlockRef::from_raw(block)),
            }
        }
    }

    fn insert<'a>(&self, spec: OpSpec<'c, '_>) -> Value<'c, 'a> {
        result(spec.insert(self.rewriter, self.context))
    }

    /// `scf.if %condition` with empty `then` and `else` blocks (each ended
    /// by `scf.yield`) at the insertion point: the op and the two yields.
    pub fn if_else<'a>(
        &self,
        condition: Value<'c, 'a>,
    ) -> (
        melior::ir::OperationRef<'c, 'a>,
        melior::ir::OperationRef<'c, 'a>,
        melior::ir::OperationRef<'c, 'a>,
    ) {
        crate::ir::if_else(self.rewriter, self.context, self.location, condition)
    }

    /// `scf.for %iv = start to end step step` (of `index`s) at the
    /// insertion point, its body ended by `scf.yield`: the induction
    /// variable and the yield, before which the insertion point is left.
    pub fn index_for<'a>(
        &self,
        start: Value<'c, 'a>,
        end: Value<'c, 'a>,
        step: Value<'c, 'a>,
    ) -> (Value<'c, 'a>, melior::ir::OperationRef<'c, 'a>) {
        let mut spec = OpSpec::new("scf.for", self.location);
        spec.operands = vec![start, end, step];
        spec.regions = vec![vec![self.index_type()]];
        let for_op = spec.insert(self.rewriter, self.context);
        let body = crate::ir::entry_block(for_op, 0);
        self.rewriter.set_insertion_point_to_end(body);
        let yield_op = OpSpec::new("scf.yield", self.location).insert(self.rewriter, self.context);
        self.rewriter.set_insertion_point_before(yield_op);
        let iv: Value = melior::ir::BlockLike::argument(&body, 0)
            .expect("the induction variable")
            .into();
        // SAFETY: the loop and its yield live where the insertion point was.
        unsafe {
            (
                Value::from_raw(melior::ir::ValueLike::to_raw(&iv)),
                melior::ir::OperationRef::from_raw(yield_op.to_raw()),
            )
        }
    }

    /// An integer (or index) constant.
    pub fn constant<'a>(&self, r#type: Type<'c>, value: i64) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.constant", self.location);
        spec.attributes = vec![("value", IntegerAttribute::new(r#type, value).into())];
        spec.results = vec![r#type];
        self.insert(spec)
    }

    /// `name` (an `arith` op) of `operands`, of the first operand's type.
    pub fn arith<'a>(&self, name: &str, operands: &[Value<'c, '_>]) -> Value<'c, 'a> {
        let mut spec = OpSpec::new(name, self.location);
        spec.operands = operands.iter().map(|v| crate::ir::value(*v)).collect();
        spec.results = vec![melior::ir::ValueLike::r#type(&operands[0])];
        self.insert(spec)
    }

    /// `arith.cmpi predicate` (`predicate` as MLIR numbers it: 2 = slt,
    /// 4 = sgt, 0 = eq, 1 = ne).
    pub fn compare<'a>(
        &self,
        predicate: i64,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
    ) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.cmpi", self.location);
        spec.operands = vec![crate::ir::value(lhs), crate::ir::value(rhs)];
        spec.attributes = vec![(
            "predicate",
            IntegerAttribute::new(self.i64_type(), predicate).into(),
        )];
        spec.results = vec![IntegerType::new(self.context, 1).into()];
        self.insert(spec)
    }

    pub fn select<'a>(
        &self,
        condition: Value<'c, '_>,
        yes: Value<'c, '_>,
        no: Value<'c, '_>,
    ) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.select", self.location);
        spec.operands = vec![
            crate::ir::value(condition),
            crate::ir::value(yes),
            crate::ir::value(no),
        ];
        spec.results = vec![melior::ir::ValueLike::r#type(&yes)];
        self.insert(spec)
    }

    /// A cast between integer types (`arith.extsi`, `arith.trunci`) or to and
    /// from `index` (`arith.index_cast`); `value` unchanged when of `to`.
    pub fn cast<'a>(&self, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
        let from = melior::ir::ValueLike::r#type(&value);
        if from == to {
            return value;
        }
        let width = |t: Type| IntegerType::try_from(t).map(|i| i.width()).ok();
        let name = match (width(from), width(to)) {
            (Some(a), Some(b)) if a < b => "arith.extsi",
            (Some(_), Some(_)) => "arith.trunci",
            _ => "arith.index_cast",
        };
        let mut spec = OpSpec::new(name, self.location);
        spec.operands = vec![value];
        spec.results = vec![to];
        self.insert(spec)
    }

    /// `name` (a one-operand `arith` cast: `arith.trunci`, `arith.extui`...)
    /// of `value` to `to`.
    pub fn cast_bits<'a>(&self, name: &str, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
        let mut spec = OpSpec::new(name, self.location);
        spec.operands = vec![value];
        spec.results = vec![to];
        self.insert(spec)
    }

    /// The size in bytes of `r#type` (an `i64`), as the data layout gives it:
    /// the address of element 1 of a null array of it.
    pub fn size_of<'a>(&self, r#type: Type<'c>) -> Value<'c, 'a> {
        let mut null = OpSpec::new("llvm.mlir.zero", self.location);
        null.results = vec![self.ptr_type()];
        let null = self.insert(null);
        let one = self.constant(self.i64_type(), 1);
        let end = self.element_address(null, one, r#type);
        let mut to_int = OpSpec::new("llvm.ptrtoint", self.location);
        to_int.operands = vec![end];
        to_int.results = vec![self.i64_type()];
        self.insert(to_int)
    }

    /// `&base[index]` for elements of `element` (`index` an `i64`).
    pub fn element_address<'a>(
        &self,
        base: Value<'c, '_>,
        index: Value<'c, '_>,
        element: Type<'c>,
    ) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("llvm.getelementptr", self.location);
        spec.operands = vec![crate::ir::value(base), crate::ir::value(index)];
        spec.attributes = vec![
            (
                "rawConstantIndices",
                Attribute::parse(self.context, "array<i32: -2147483648>")
                    .expect("built here: a dense i32 array"),
            ),
            ("elem_type", TypeAttribute::new(element).into()),
        ];
        spec.results = vec![self.ptr_type()];
        self.insert(spec)
    }

    /// A call of the runtime function `name` (declared in the module if it
    /// is not) with `arguments`; its result, if `result_type` is given.
    pub fn call<'a>(
        &self,
        user: melior::ir::OperationRef<'c, '_>,
        name: &str,
        arguments: &[Value<'c, '_>],
        result_type: Option<Type<'c>>,
    ) -> Option<Value<'c, 'a>> {
        let argument_types: Vec<String> = arguments
            .iter()
            .map(|a| melior::ir::ValueLike::r#type(a).to_string())
            .collect();
        let result_text = result_type.map_or("!llvm.void".to_string(), |t| t.to_string());
        let restore = self.save();
        declare_symbol(
            self.rewriter,
            self.context,
            user,
            name,
            &format!(
                "llvm.func @{name}({}) -> {result_text} attributes {{sym_visibility = \"private\"}}",
                argument_types.join(", ")
            ),
        );
        restore(self);
        let mut spec = OpSpec::new("llvm.call", self.location);
        spec.operands = arguments.iter().map(|v| crate::ir::value(*v)).collect();
        spec.segments = Some(vec![arguments.len(), 0]);
        spec.attributes = vec![
            (
                "callee",
                melior::ir::attribute::FlatSymbolRefAttribute::new(self.context, name).into(),
            ),
            (
                "op_bundle_sizes",
                Attribute::parse(self.context, "array<i32>").expect("built here: empty array"),
            ),
        ];
        spec.results = result_type.into_iter().collect();
        let op = spec.insert(self.rewriter, self.context);
        result_type.map(|_| result(op))
    }

    /// `llvm.load` of a `r#type` from `address`.
    pub fn load<'a>(&self, address: Value<'c, '_>, r#type: Type<'c>) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("llvm.load", self.location);
        spec.operands = vec![crate::ir::value(address)];
        spec.results = vec![r#type];
        self.insert(spec)
    }

    /// `llvm.store` of `value` to `address`.
    pub fn store(&self, value: Value<'c, '_>, address: Value<'c, '_>) {
        let mut spec = OpSpec::new("llvm.store", self.location);
        spec.operands = vec![crate::ir::value(value), crate::ir::value(address)];
        spec.insert(self.rewriter, self.context);
    }

    /// An `llvm.alloca` of one `r#type`.
    pub fn alloca<'a>(&self, r#type: Type<'c>) -> Value<'c, 'a> {
        let one = self.constant(self.i64_type(), 1);
        let mut spec = OpSpec::new("llvm.alloca", self.location);
        spec.operands = vec![one];
        spec.attributes = vec![("elem_type", TypeAttribute::new(r#type).into())];
        spec.results = vec![self.ptr_type()];
        self.insert(spec)
    }

    /// An `llvm.alloca` of one `r#type` at the start of the function that
    /// holds `user` (a slot made in a loop must not grow the stack each
    /// iteration); the insertion point is kept.
    pub fn entry_alloca<'a>(
        &self,
        user: melior::ir::OperationRef<'c, '_>,
        r#type: Type<'c>,
    ) -> Value<'c, 'a> {
        let restore = self.save();
        let mut function = user;
        while let Some(parent) = melior::ir::operation::OperationLike::parent_operation(&function) {
            let name = acc2omp_dialects::ops::op_name(&parent);
            if name == "func.func" || name == "llvm.func" {
                function = parent;
                break;
            }
            function = parent;
        }
        let entry = crate::ir::entry_block(function, 0);
        match melior::ir::BlockLike::first_operation(&entry) {
            Some(first) => self.rewriter.set_insertion_point_before(first),
            None => self.rewriter.set_insertion_point_to_end(entry),
        }
        let slot = self.alloca(r#type);
        restore(self);
        slot
    }

    /// The address of a NUL-terminated global string holding `text` (a
    /// variable's name for the runtime's messages), declared once per text.
    pub fn string<'a>(&self, user: melior::ir::OperationRef<'c, '_>, text: &str) -> Value<'c, 'a> {
        let symbol = format!("acc2omp.name.{}", hex(text));
        let escaped: String = text
            .bytes()
            .chain(std::iter::once(0))
            .map(|b| format!("\\{b:02X}"))
            .collect();
        let restore = self.save();
        declare_symbol(
            self.rewriter,
            self.context,
            user,
            &symbol,
            &format!(
                "llvm.mlir.global internal constant @\"{symbol}\"(\"{escaped}\") {{addr_space = 0 : i32}}",
            ),
        );
        restore(self);
        let mut spec = OpSpec::new("llvm.mlir.addressof", self.location);
        spec.attributes = vec![(
            "global_name",
            melior::ir::attribute::FlatSymbolRefAttribute::new(self.context, &symbol).into(),
        )];
        spec.results = vec![self.ptr_type()];
        self.insert(spec)
    }
}

/// `text` as hexadecimal digits (a symbol name any text can have).
fn hex(text: &str) -> String {
    text.bytes().map(|b| format!("{b:02x}")).collect()
}

/// The symbols an op's `private_syms` or `reduction_syms` names.
pub(super) fn symbols(op: melior::ir::OperationRef, attribute: &str) -> Vec<String> {
    use melior::ir::operation::OperationLike;
    op.attribute(attribute)
        .map(|a| {
            a.to_string()
                .trim_matches(|c| c == '[' || c == ']')
                .split(',')
                .map(|s| {
                    s.trim()
                        .trim_start_matches('@')
                        .trim_matches('"')
                        .to_string()
                })
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default()
}
