//! OpenACC as written: the directive parser ([`directive`]) and the
//! expansion of the macros directives use ([`macros`]).

pub mod directive;
pub mod macros;
