//! Integer expressions written in a directive that Clang does not give as
//! expressions: libclang shows a `declare` directive as an unexposed
//! declaration without children, so the bounds of its array sections
//! (`x[lo:n]`) are read from its tokens here. The forms: integer
//! literals, variables of integer type (locals, parameters, globals),
//! unary `-`/`+`, binary `*`, `/`, `%`, `+`, `-` with C's precedence and
//! left associativity, and parentheses; evaluated as signed 64-bit
//! integers (what a section bound is).

use crate::c::body::Value;
use crate::c::types::Ty;
use crate::clang::{Cursor, Token, TokenKind};
use crate::lower::{Lowerer, Result, Unsupported};

/// A parser over one expression's tokens.
struct Parser<'a> {
    tokens: &'a [Token],
    position: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.position).map(|t| t.spelling.as_str())
    }
}

impl Lowerer {
    /// The value of the integer expression `tokens` (see the module
    /// documentation), as an `i64`; `anchor` finds globals.
    pub(super) fn token_int_expression(
        &mut self,
        tokens: &[Token],
        anchor: &Cursor,
        loc: &str,
    ) -> Result<Value> {
        let mut parser = Parser {
            tokens,
            position: 0,
        };
        let value = self.token_sum(&mut parser, anchor, loc)?;
        if parser.position != tokens.len() {
            return Err(token_error(tokens, parser.position));
        }
        Ok(value)
    }

    fn token_sum(&mut self, parser: &mut Parser, anchor: &Cursor, loc: &str) -> Result<Value> {
        let mut value = self.token_product(parser, anchor, loc)?;
        while let Some(op @ ("+" | "-")) = parser.peek() {
            let op = if op == "+" { "addi" } else { "subi" };
            parser.position += 1;
            let right = self.token_product(parser, anchor, loc)?;
            value = self.f.body.value(
                "i64",
                format!("arith.{op} {}, {} : i64", value.name, right.name),
                loc,
            );
        }
        Ok(value)
    }

    fn token_product(&mut self, parser: &mut Parser, anchor: &Cursor, loc: &str) -> Result<Value> {
        let mut value = self.token_unary(parser, anchor, loc)?;
        while let Some(op @ ("*" | "/" | "%")) = parser.peek() {
            let op = match op {
                "*" => "muli",
                "/" => "divsi",
                _ => "remsi",
            };
            parser.position += 1;
            let right = self.token_unary(parser, anchor, loc)?;
            value = self.f.body.value(
                "i64",
                format!("arith.{op} {}, {} : i64", value.name, right.name),
                loc,
            );
        }
        Ok(value)
    }

    fn token_unary(&mut self, parser: &mut Parser, anchor: &Cursor, loc: &str) -> Result<Value> {
        let tokens = parser.tokens;
        let Some(token) = tokens.get(parser.position) else {
            return Err(token_error(tokens, parser.position));
        };
        parser.position += 1;
        match (token.kind, token.spelling.as_str()) {
            (_, "-") => {
                let operand = self.token_unary(parser, anchor, loc)?;
                let zero = self.i64_const(0, loc);
                Ok(self.f.body.value(
                    "i64",
                    format!("arith.subi {}, {} : i64", zero.name, operand.name),
                    loc,
                ))
            }
            (_, "+") => self.token_unary(parser, anchor, loc),
            (_, "(") => {
                let value = self.token_sum(parser, anchor, loc)?;
                if parser.peek() != Some(")") {
                    return Err(token_error(tokens, parser.position));
                }
                parser.position += 1;
                Ok(value)
            }
            (TokenKind::Literal, literal) => {
                let value = integer_literal(literal)
                    .ok_or_else(|| token_error(tokens, parser.position - 1))?;
                Ok(self.i64_const(value, loc))
            }
            (TokenKind::Identifier, name) => {
                let (addr, ty) = match self.f.names.get(name).cloned() {
                    Some(usr) => {
                        let var = self
                            .f
                            .locals
                            .get(&usr)
                            .cloned()
                            .ok_or_else(|| token_error(tokens, parser.position - 1))?;
                        (var.addr, var.ty)
                    }
                    None => {
                        let global = super::declare::find_global(anchor, name)
                            .ok_or_else(|| token_error(tokens, parser.position - 1))?;
                        let var = self.var_address(&global, anchor)?;
                        (var.addr, var.ty)
                    }
                };
                if !ty.is_integer() {
                    return Err(token_error(tokens, parser.position - 1));
                }
                let value = self.load(&addr, &ty, loc);
                self.convert(value, &ty, &Ty::int(64, true), anchor)
            }
            _ => Err(token_error(tokens, parser.position - 1)),
        }
    }
}

/// A C integer literal's value (decimal, hexadecimal, octal; `u`/`l`
/// suffixes).
fn integer_literal(text: &str) -> Option<i64> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        return i64::from_str_radix(hex, 16).ok();
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return i64::from_str_radix(&digits[1..], 8).ok();
    }
    digits.parse().ok()
}

/// The located error for what the evaluator does not read.
fn token_error(tokens: &[Token], position: usize) -> Unsupported {
    let token = tokens.get(position).or(tokens.last());
    Unsupported {
        location: token.and_then(|t| t.location.clone()),
        message: format!(
            "unsupported: '{}' in a 'declare' directive's array section (integer literals, \
             integer variables, + - * / % and parentheses are supported)",
            token.map_or("", |t| t.spelling.as_str())
        ),
    }
}
