//! OpenACC as written: the clause kinds ([`clause`]), the directive parser
//! ([`directive`]) and the expansion of the macros directives use
//! ([`macros`]).

pub mod clause;
pub mod directive;
pub mod macros;
