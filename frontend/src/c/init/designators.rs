//! Designators (C11 6.7.9p6-7): `.member`, `[index]` and GNU ranges
//! `[a ... b]`, resolved to the subobject they name.

use super::{Level, init_list, is_aggregate};
use crate::c::types::{ArrayLen, Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// Moves the current object to the subobject the designators name.
    pub(super) fn designate(
        &mut self,
        levels: &mut Vec<Level>,
        designators: &[Cursor],
        value: &Cursor,
        element: &Cursor,
    ) -> Result<()> {
        let mut index = 0;
        while index < designators.len() {
            let designator = designators[index];
            let Some(level) = levels.last_mut() else {
                return Err(unsupported(element, "designator"));
            };
            if designator.kind() == CXCursor_MemberRef {
                let Ty::Record(record) = level.ty else {
                    return Err(unsupported(&designator, "field designator of a non-record"));
                };
                let usr = designator
                    .referenced()
                    .map(|f| crate::c::types::field_key(&f))
                    .unwrap_or_default();
                let path = self
                    .types
                    .field_path(record, &usr)
                    .ok_or_else(|| unsupported(&designator, "field designator"))?;
                // Through anonymous members: each is a level of its own.
                for (step, (_, position)) in path.iter().enumerate() {
                    let Some(level) = levels.last_mut() else {
                        return Err(unsupported(element, "designator"));
                    };
                    level.position = *position as u64;
                    if step + 1 < path.len() {
                        let inner = self
                            .types
                            .subobject(&level.ty, level.position)
                            .ok_or_else(|| unsupported(&designator, "field designator"))?;
                        levels.push(Level::new(&inner));
                    }
                }
            } else if designator.is_expression() {
                let Ty::Array(element_ty, length) = &level.ty else {
                    return Err(unsupported(&designator, "array designator of a non-array"));
                };
                let element_ty = (**element_ty).clone();
                let length = length.clone();
                let first = self.designator_index(&designator, &length)?;
                // `[a ... b]` and `[a][b]` both give two expressions: a
                // range unless the element is an array and the source says
                // otherwise.
                let next = designators.get(index + 1).filter(|d| d.is_expression());
                let range = match next {
                    Some(next) if matches!(element_ty, Ty::Array(..)) => {
                        let text = self.is_range_text(&designator, next);
                        match text {
                            Some(range) => range,
                            None => self.is_range_by_types(
                                (&designator, next),
                                (&length, &element_ty),
                                index + 2 == designators.len(),
                                value,
                                element,
                            )?,
                        }
                    }
                    Some(_) => true,
                    None => false,
                };
                let Some(level) = levels.last_mut() else {
                    return Err(unsupported(element, "designator"));
                };
                level.position = first;
                if range {
                    let Some(next) = next else {
                        return Err(unsupported(element, "designator"));
                    };
                    let last = self.designator_index(next, &length)?;
                    if last < first {
                        return Err(unsupported(next, "empty designator range"));
                    }
                    if index + 2 < designators.len() {
                        return Err(unsupported(
                            element,
                            "GNU range designator followed by other designators",
                        ));
                    }
                    let Some(level) = levels.last_mut() else {
                        return Err(unsupported(element, "designator"));
                    };
                    level.range_end = Some(last);
                    index += 1;
                }
            } else {
                return Err(unsupported(&designator, "designator"));
            }
            if index + 1 < designators.len() {
                let Some(level) = levels.last() else {
                    return Err(unsupported(element, "designator"));
                };
                let inner = self
                    .types
                    .subobject(&level.ty, level.position)
                    .filter(is_aggregate)
                    .ok_or_else(|| unsupported(&designator, "designator of a scalar"))?;
                levels.push(Level::new(&inner));
            }
            index += 1;
        }
        Ok(())
    }

    /// The constant index of an array designator.
    fn designator_index(&self, index: &Cursor, length: &ArrayLen) -> Result<u64> {
        let Some(Evaluated::Int { value, unsigned }) = index.evaluate() else {
            return Err(unsupported(index, "non-constant array designator"));
        };
        if value < 0 && !unsigned {
            return Err(unsupported(index, "negative array designator"));
        }
        let value = value as u64;
        match length {
            ArrayLen::Const(n) if value >= *n => {
                Err(unsupported(index, "array designator out of bounds"))
            }
            _ => Ok(value),
        }
    }

    /// Whether two consecutive index designators are a GNU range (`[a ...
    /// b]`) rather than two designators (`[a][b]`), as the source between
    /// them says (`None` when it cannot say: libclang places the tokens of
    /// a macro's body where the macro is used).
    fn is_range_text(&self, first: &Cursor, second: &Cursor) -> Option<bool> {
        let (Some(a), Some(b)) = (first.byte_range(), second.byte_range()) else {
            return None;
        };
        if !first.is_in_main_file() || a.end > b.start || first.end_macro_expansion().is_some() {
            return None;
        }
        let text = String::from_utf8_lossy(self.source.get(a.end..b.start)?).into_owned();
        if text.contains("...") {
            Some(true)
        } else if text.contains(']') && text.contains('[') {
            Some(false)
        } else {
            None
        }
    }

    /// The same question when the source cannot tell: the reading whose
    /// indices are in bounds; if both are, of a two-dimensional array, a
    /// range when the value is a braced list (a row), two indices when it is
    /// an expression (an element).
    fn is_range_by_types(
        &self,
        (first, second): (&Cursor, &Cursor),
        (length, element_ty): (&ArrayLen, &Ty),
        last: bool,
        value: &Cursor,
        element: &Cursor,
    ) -> Result<bool> {
        let unknown = || {
            unsupported(
                element,
                "array designators written through a macro (a GNU range or two indices)",
            )
        };
        let a = self.designator_index(first, &ArrayLen::Incomplete)?;
        let b = self.designator_index(second, &ArrayLen::Incomplete)?;
        let Ty::Array(inner, inner_length) = element_ty else {
            return Ok(true);
        };
        let within = |index: u64, length: &ArrayLen| match length {
            ArrayLen::Const(n) => index < *n,
            _ => true,
        };
        let range = last && a <= b && within(b, length);
        let indices = within(a, length) && within(b, inner_length);
        match (range, indices) {
            (true, false) => Ok(true),
            (false, true) => Ok(false),
            (true, true) if !matches!(**inner, Ty::Array(..)) => Ok(init_list(value).is_some()),
            _ => Err(unknown()),
        }
    }
}
