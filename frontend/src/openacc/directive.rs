//! The directive parser: the tokens of `#pragma acc ...` (from
//! [`Cursor::tokens`](crate::clang::Cursor::tokens)) become a typed
//! [`Directive`]: its name, and its clauses in source order with their
//! kinds ([`ClauseKind`]: aliases such as `pcopy` or `present_or_copyin`
//! resolved), modifiers (`readonly:`, `zero:`, a reduction operator, `num:`,
//! `static:`, `length:`, `devnum:`, `queues:`) and arguments as token
//! ranges.
//!
//! Clang has already checked the directive; this parser gives the clause
//! names, their order and the argument positions that the typed clause
//! expressions (the cursor's children) are matched against.

use crate::clang::Token;
pub use crate::openacc::clause::ClauseKind;
use acc2omp_dialects::diagnostics::SourceLoc;
use std::fmt;

/// The directive's name (combined constructs are one name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveName {
    Parallel,
    Serial,
    Kernels,
    ParallelLoop,
    SerialLoop,
    KernelsLoop,
    Loop,
    Data,
    EnterData,
    ExitData,
    HostData,
    Wait,
    Init,
    Shutdown,
    Set,
    Update,
    Atomic,
    Cache,
    Routine,
    Declare,
}

impl DirectiveName {
    /// The name as OpenACC spells it.
    pub fn spelling(self) -> &'static str {
        match self {
            DirectiveName::Parallel => "parallel",
            DirectiveName::Serial => "serial",
            DirectiveName::Kernels => "kernels",
            DirectiveName::ParallelLoop => "parallel loop",
            DirectiveName::SerialLoop => "serial loop",
            DirectiveName::KernelsLoop => "kernels loop",
            DirectiveName::Loop => "loop",
            DirectiveName::Data => "data",
            DirectiveName::EnterData => "enter data",
            DirectiveName::ExitData => "exit data",
            DirectiveName::HostData => "host_data",
            DirectiveName::Wait => "wait",
            DirectiveName::Init => "init",
            DirectiveName::Shutdown => "shutdown",
            DirectiveName::Set => "set",
            DirectiveName::Update => "update",
            DirectiveName::Atomic => "atomic",
            DirectiveName::Cache => "cache",
            DirectiveName::Routine => "routine",
            DirectiveName::Declare => "declare",
        }
    }
}

/// One argument of a clause or directive: its tokens (without the
/// separating commas).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Argument {
    pub tokens: Vec<Token>,
}

impl Argument {
    /// Where the argument starts.
    pub fn location(&self) -> Option<&SourceLoc> {
        self.tokens.first().and_then(|t| t.location.as_ref())
    }

    /// The argument's text, tokens joined by spaces.
    pub fn text(&self) -> String {
        self.tokens
            .iter()
            .map(|t| t.spelling.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// One clause as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The kind (`Copy` for `copy`, `pcopy` and `present_or_copy`); its
    /// canonical name is [`ClauseKind::spelling`].
    pub kind: ClauseKind,
    /// The name as written.
    pub spelled: String,
    pub location: Option<SourceLoc>,
    /// A modifier before `:` (`readonly`, `zero`, a reduction operator such
    /// as `+` or `max`, `num`, `static`, `length`, `devnum`, `queues`).
    pub modifier: Option<String>,
    /// The arguments in parentheses, split at top-level commas; for `gang`
    /// each argument keeps its own `num:`/`static:`/`dim:` prefix.
    pub arguments: Vec<Argument>,
    /// Where the clause ends in the file (after its closing parenthesis).
    pub end: Option<usize>,
}

impl Clause {
    /// The clause as text (`copyin(readonly:a[0:n])`), from its tokens.
    pub fn text(&self) -> String {
        if self.arguments.is_empty() {
            return self.spelled.clone();
        }
        let arguments = self
            .arguments
            .iter()
            .map(|a| crate::openacc::macros::join(&a.tokens))
            .collect::<Vec<_>>()
            .join(", ");
        match &self.modifier {
            Some(modifier) => format!("{}({modifier}: {arguments})", self.spelled),
            None => format!("{}({arguments})", self.spelled),
        }
    }
}

/// A parsed `#pragma acc` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    pub name: DirectiveName,
    pub location: Option<SourceLoc>,
    /// The directive's own arguments: `wait(...)`, `cache(...)`,
    /// `routine(name)`, and the `atomic` kind (`read`, ...) as one token.
    pub arguments: Vec<Argument>,
    pub clauses: Vec<Clause>,
}

/// A located error in a directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveError {
    pub location: Option<SourceLoc>,
    pub message: String,
}

impl fmt::Display for DirectiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.location {
            Some(location) => write!(f, "{location}: error: {}", self.message),
            None => write!(f, "error: {}", self.message),
        }
    }
}

impl std::error::Error for DirectiveError {}

/// The tokens of the `#pragma` line that starts `tokens`: the directive
/// ends at the first newline that is neither escaped by a backslash nor
/// inside a block comment. `source` is the text of the tokens' file; without
/// it, a token on a later line ends the directive.
pub fn pragma_line(tokens: &[Token], source: Option<&[u8]>) -> Vec<Token> {
    let mut line = Vec::with_capacity(tokens.len());
    for token in tokens {
        if let Some(previous) = line.last() {
            let ends = match (source, previous_end(previous), token.offset) {
                (Some(source), Some(from), Some(to)) if from <= to && to <= source.len() => {
                    newline_in_gap(&source[from..to])
                }
                _ => {
                    let line_of = |t: &Token| t.location.as_ref().map(|l| l.line);
                    line_of(token) > line_of(previous)
                }
            };
            if ends {
                break;
            }
        }
        line.push(token.clone());
    }
    line
}

fn previous_end(token: &Token) -> Option<usize> {
    token.end
}

/// Whether the text between two tokens of a directive holds a newline that
/// ends it: one not spliced away by a backslash before it and not inside a
/// `/* ... */` comment (a `//` comment runs to the newline, which then ends
/// the directive; a backslash at its end continues the comment).
fn newline_in_gap(gap: &[u8]) -> bool {
    let mut i = 0;
    let mut in_block = false;
    let mut in_line = false;
    while i < gap.len() {
        // A backslash and a newline (phase 2) are removed first.
        if gap[i] == b'\\' {
            let mut j = i + 1;
            while j < gap.len() && matches!(gap[j], b' ' | b'\t' | b'\r') {
                j += 1;
            }
            if gap.get(j) == Some(&b'\n') {
                i = j + 1;
                continue;
            }
        }
        if in_block {
            if gap[i..].starts_with(b"*/") {
                in_block = false;
                i += 2;
                continue;
            }
        } else if gap[i] == b'\n' {
            return true;
        } else if !in_line && gap[i..].starts_with(b"/*") {
            in_block = true;
            i += 2;
            continue;
        } else if gap[i..].starts_with(b"//") {
            in_line = true;
        }
        i += 1;
    }
    false
}

/// The tokens of the directive line: those before `end` (the start of the
/// associated statement), or all of them.
pub fn directive_tokens(tokens: &[Token], end: Option<&SourceLoc>) -> Vec<Token> {
    match end {
        Some(end) => tokens
            .iter()
            .take_while(|t| {
                t.location
                    .as_ref()
                    .is_none_or(|l| (l.line, l.column) < (end.line, end.column))
            })
            .cloned()
            .collect(),
        None => tokens.to_vec(),
    }
}

struct Parser<'t> {
    tokens: &'t [Token],
    position: usize,
}

impl<'t> Parser<'t> {
    fn peek(&self) -> Option<&'t Token> {
        self.tokens.get(self.position)
    }

    fn next(&mut self) -> Option<&'t Token> {
        let token = self.tokens.get(self.position);
        self.position += usize::from(token.is_some());
        token
    }

    fn at(&self, spelling: &str) -> bool {
        self.peek().is_some_and(|t| t.spelling == spelling)
    }

    fn location(&self) -> Option<SourceLoc> {
        self.peek()
            .or_else(|| self.tokens.last())
            .and_then(|t| t.location.clone())
    }

    fn error(&self, message: impl Into<String>) -> DirectiveError {
        DirectiveError {
            location: self.location(),
            message: message.into(),
        }
    }

    fn expect(&mut self, spelling: &str) -> Result<&'t Token, DirectiveError> {
        match self.peek() {
            Some(token) if token.spelling == spelling => {
                self.position += 1;
                Ok(token)
            }
            _ => Err(self.error(format!(
                "expected '{spelling}'{}",
                self.peek()
                    .map(|t| format!(", found '{}'", t.spelling))
                    .unwrap_or_default()
            ))),
        }
    }

    /// `( ... )`: the tokens inside, split at top-level commas.
    fn parenthesized(&mut self) -> Result<Vec<Argument>, DirectiveError> {
        self.expect("(")?;
        let mut arguments = Vec::new();
        let mut current: Vec<Token> = Vec::new();
        let mut depth = 0usize;
        loop {
            let Some(token) = self.next() else {
                return Err(self.error("expected ')' to close the argument list"));
            };
            match token.spelling.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" if depth == 0 => break,
                ")" | "]" | "}" => depth = depth.saturating_sub(1),
                "," if depth == 0 => {
                    arguments.push(Argument {
                        tokens: std::mem::take(&mut current),
                    });
                    continue;
                }
                _ => {}
            }
            current.push(token.clone());
        }
        if !current.is_empty() || !arguments.is_empty() {
            arguments.push(Argument { tokens: current });
        }
        if arguments.iter().any(|a| a.tokens.is_empty()) {
            return Err(self.error("empty argument"));
        }
        Ok(arguments)
    }
}

/// Parses the tokens of one directive line (`#`, `pragma`, `acc`, ...).
pub fn parse(tokens: &[Token]) -> Result<Directive, DirectiveError> {
    let mut parser = Parser {
        tokens,
        position: 0,
    };
    parser.expect("#")?;
    parser.expect("pragma")?;
    parser.expect("acc")?;
    let location = parser.location();
    let word = parser
        .next()
        .ok_or_else(|| parser.error("expected an OpenACC directive name"))?
        .spelling
        .clone();
    let loop_follows = |parser: &mut Parser| {
        if parser.at("loop") {
            parser.next();
            true
        } else {
            false
        }
    };
    let name = match word.as_str() {
        "parallel" if loop_follows(&mut parser) => DirectiveName::ParallelLoop,
        "parallel" => DirectiveName::Parallel,
        "serial" if loop_follows(&mut parser) => DirectiveName::SerialLoop,
        "serial" => DirectiveName::Serial,
        "kernels" if loop_follows(&mut parser) => DirectiveName::KernelsLoop,
        "kernels" => DirectiveName::Kernels,
        "loop" => DirectiveName::Loop,
        "data" => DirectiveName::Data,
        "enter" => {
            parser.expect("data")?;
            DirectiveName::EnterData
        }
        "exit" => {
            parser.expect("data")?;
            DirectiveName::ExitData
        }
        "host_data" => DirectiveName::HostData,
        "wait" => DirectiveName::Wait,
        "init" => DirectiveName::Init,
        "shutdown" => DirectiveName::Shutdown,
        "set" => DirectiveName::Set,
        "update" => DirectiveName::Update,
        "atomic" => DirectiveName::Atomic,
        "cache" => DirectiveName::Cache,
        "routine" => DirectiveName::Routine,
        "declare" => DirectiveName::Declare,
        other => {
            return Err(DirectiveError {
                location,
                message: format!("unknown OpenACC directive '{other}'"),
            });
        }
    };
    let mut arguments = Vec::new();
    match name {
        DirectiveName::Wait | DirectiveName::Routine if parser.at("(") => {
            arguments = parser.parenthesized()?;
        }
        DirectiveName::Cache => arguments = parser.parenthesized()?,
        DirectiveName::Atomic => {
            if let Some(kind) = parser
                .peek()
                .filter(|t| matches!(t.spelling.as_str(), "read" | "write" | "update" | "capture"))
            {
                arguments.push(Argument {
                    tokens: vec![kind.clone()],
                });
                parser.next();
            }
        }
        _ => {}
    }

    let mut clauses = Vec::new();
    while let Some(token) = parser.peek() {
        if token.spelling == "," {
            parser.next();
            continue;
        }
        let spelled = token.spelling.clone();
        let clause_location = token.location.clone();
        let Some(kind) = ClauseKind::from_spelling(&spelled) else {
            return Err(parser.error(format!("unknown OpenACC clause '{spelled}'")));
        };
        parser.next();
        let mut clause_arguments = if parser.at("(") {
            parser.parenthesized()?
        } else {
            Vec::new()
        };
        // `copyin(readonly: a)`, `reduction(+: s)`, `vector(length: 4)`.
        let mut modifier = None;
        if kind.takes_modifier()
            && let Some(first) = clause_arguments.first_mut()
            && let Some(colon) = first.tokens.iter().position(|t| t.spelling == ":")
            && colon > 0
            && !first.tokens[..colon]
                .iter()
                .any(|t| t.spelling == "[" || t.spelling == "(")
        {
            modifier = Some(
                first.tokens[..colon]
                    .iter()
                    .map(|t| t.spelling.as_str())
                    .collect::<String>(),
            );
            first.tokens.drain(..=colon);
            if first.tokens.is_empty() {
                return Err(DirectiveError {
                    location: clause_location,
                    message: format!("'{spelled}' needs an argument after its modifier"),
                });
            }
        }
        let end = parser.tokens[..parser.position].last().and_then(|t| t.end);
        clauses.push(Clause {
            kind,
            spelled,
            location: clause_location,
            modifier,
            arguments: clause_arguments,
            end,
        });
    }
    reject_repeated_clauses(name, &clauses)?;
    Ok(Directive {
        name,
        location,
        arguments,
        clauses,
    })
}

/// Repeating a clause that may appear once per device type
/// ([`ClauseKind::at_most_once`]) is an error, as GCC makes it; MLIR's
/// verifier would otherwise reject the construct (`gang gang`: "duplicate
/// device_type") with no C location.
fn reject_repeated_clauses(
    directive: DirectiveName,
    clauses: &[Clause],
) -> Result<(), DirectiveError> {
    let mut seen: Vec<ClauseKind> = Vec::new();
    for clause in clauses {
        // `update self(a) self(b)`: data clauses.
        if directive == DirectiveName::Update && clause.kind == ClauseKind::SelfClause {
            continue;
        }
        if clause.kind == ClauseKind::DeviceType {
            // The clauses after it apply to other devices.
            seen.clear();
            continue;
        }
        if !clause.kind.at_most_once() {
            continue;
        }
        if seen.contains(&clause.kind) {
            return Err(DirectiveError {
                location: clause.location.clone(),
                message: format!("'{}' clause appears more than once", clause.spelled),
            });
        }
        seen.push(clause.kind);
    }
    Ok(())
}

#[cfg(test)]
#[path = "directive_tests.rs"]
mod tests;
