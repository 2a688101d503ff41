//! Builders and readers of MLIR that every pass of this crate shares:
//! [`op`] (generic ops from an [`OpSpec`](op::OpSpec), constants, moving
//! bodies), [`value`] (defining ops, constants, uses inside a scope) and
//! [`symbol`] (module-level declarations). Nothing here knows OpenACC or
//! OpenMP semantics; `crate::acc` reads the `acc` dialect.

pub(crate) mod op;
pub(crate) mod symbol;
pub(crate) mod value;

pub(crate) use op::{
    OpSpec, constant, constant_i32, copy_attribute, copy_source, entry_block,
    erase_with_dead_operands, if_else, move_body, nearest_ancestor,
};
pub(crate) use symbol::{
    call_external, declare_symbol, enclosing_module, find_symbol, symbol_in, top_level_ancestor,
};
pub(crate) use value::{
    address_base, bool_array, bool_array_of, defined_inside, defining_op, integer_constant_value,
    is_scalar_or_pointer, replace_uses_inside, result, type_attribute, value, variable_name,
};
