//! OpenACC as written: the clause kinds ([`clause`]), the directive parser
//! ([`directive`]), the expansion of the macros directives use
//! ([`macros`]), and directives written with `_Pragma` ([`pragma_operator`]).

pub mod clause;
pub mod directive;
pub mod macros;
pub mod pragma_operator;
