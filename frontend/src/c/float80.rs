//! `long double` constants: x86's 80-bit extended precision (sign, 15-bit
//! exponent, 64-bit significand with its integer bit), which MLIR reads as
//! the hexadecimal bit pattern of an `f80`.
//!
//! libclang evaluates a constant only to a `double`, which cannot hold
//! `0.1L` or `1e400L`: a literal is converted from its spelling here,
//! correctly rounded (to nearest, ties to even), as Clang does.

/// A decimal or hexadecimal floating (or integer) literal's spelling as the
/// bits of an `f80` (`None` if it is not one).
pub fn parse(spelling: &str) -> Option<u128> {
    let text = spelling.trim_end_matches(['l', 'L']).replace('\'', "");
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        parse_hex(hex)
    } else {
        parse_decimal(text.trim_end_matches(['f', 'F']))
    }
}

/// `digits[.digits][(e|E)[+-]digits]`.
fn parse_decimal(text: &str) -> Option<u128> {
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], text[at + 1..].parse::<i64>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut digits = Big::default();
    for c in whole.chars().chain(fraction.chars()) {
        digits.mul_add(10, c.to_digit(10)?);
    }
    let exponent = exponent.checked_sub(fraction.len() as i64)?;
    if digits.is_zero() {
        return Some(0);
    }
    // Far outside the format's range (its decimal exponents are within
    // about ±4951): infinity or zero, as the rounding would give.
    let magnitude = exponent + (whole.len() + fraction.len()) as i64;
    if magnitude > 5000 {
        return Some(INFINITY);
    }
    if magnitude < -5000 {
        return Some(0);
    }
    // digits * 10^exponent = digits * 5^exponent * 2^exponent.
    let (numerator, denominator) = if exponent >= 0 {
        let mut n = digits;
        for _ in 0..exponent {
            n.mul_add(5, 0);
        }
        (n, Big::from(1))
    } else {
        let mut d = Big::from(1);
        for _ in 0..-exponent {
            d.mul_add(5, 0);
        }
        (digits, d)
    };
    Some(encode(&numerator, &denominator, exponent))
}

/// `hexdigits[.hexdigits]p[+-]digits` (the `0x` taken off).
fn parse_hex(text: &str) -> Option<u128> {
    let (mantissa, exponent) = match text.find(['p', 'P']) {
        Some(at) => (&text[..at], text[at + 1..].parse::<i64>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits = Big::default();
    for c in whole.chars().chain(fraction.chars()) {
        digits.mul_add(16, c.to_digit(16)?);
    }
    if digits.is_zero() {
        return Some(0);
    }
    let exponent = exponent.checked_sub(4 * fraction.len() as i64)?;
    if exponent > 20000 {
        return Some(INFINITY);
    }
    if exponent < -20000 - 4 * (whole.len() + fraction.len()) as i64 {
        return Some(0);
    }
    Some(encode(&digits, &Big::from(1), exponent))
}

/// The bits of +infinity.
const INFINITY: u128 = 0x7FFF << 64 | 1 << 63;

/// The exponent bias and the smallest normal exponent.
const BIAS: i64 = 16383;

/// `numerator / denominator * 2^exponent` (positive) rounded to an `f80`.
fn encode(numerator: &Big, denominator: &Big, exponent: i64) -> u128 {
    // A 64-bit significand m with value = m * 2^scale, 2^63 <= m < 2^64.
    let (mut m, mut scale) = round(numerator, denominator, exponent, 64);
    if m >> 64 != 0 {
        m >>= 1;
        scale += 1;
    }
    let biased = scale + 63 + BIAS;
    if biased >= 0x7FFF {
        return INFINITY;
    }
    if biased >= 1 {
        return (biased as u128) << 64 | m;
    }
    // Subnormal: value = m * 2^(1 - BIAS - 63), rounded at that scale.
    let m = round_at(numerator, denominator, exponent, 1 - BIAS - 63);
    // Rounding up to 2^63 gives the smallest normal (exponent 1).
    let biased = u128::from(m >> 63 != 0);
    biased << 64 | m
}

/// `numerator / denominator * 2^exponent` rounded to `bits` significant
/// bits: (m, scale) with value = m * 2^scale (m may round up to 2^bits).
fn round(numerator: &Big, denominator: &Big, exponent: i64, bits: i64) -> (u128, i64) {
    // The quotient's bit length is that difference or one more.
    let estimate = numerator.bits() as i64 - denominator.bits() as i64;
    // Shift so that the quotient has bits + 1 bits (one to round with).
    let mut shift = bits + 1 - estimate;
    loop {
        let (q, exact) = divide_shifted(numerator, denominator, shift);
        let length = 128 - q.leading_zeros() as i64;
        if length > bits + 1 {
            shift -= 1;
            continue;
        }
        if length < bits + 1 {
            shift += 1;
            continue;
        }
        return (round_half_even(q, exact), exponent - shift + 1);
    }
}

/// `numerator / denominator * 2^exponent / 2^scale` rounded to an integer.
fn round_at(numerator: &Big, denominator: &Big, exponent: i64, scale: i64) -> u128 {
    // One more bit to round with.
    let (q, exact) = divide_shifted(numerator, denominator, exponent - scale + 1);
    round_half_even(q, exact)
}

/// `q` with its last bit the one below the result's, halved and rounded
/// (to even on a tie, when `exact` says nothing is below it).
fn round_half_even(q: u128, exact: bool) -> u128 {
    let half = q & 1 == 1;
    let m = q >> 1;
    if half && (!exact || m & 1 == 1) {
        m + 1
    } else {
        m
    }
}

/// `floor(numerator * 2^shift / denominator)` (at most 128 bits here) and
/// whether the division is exact.
fn divide_shifted(numerator: &Big, denominator: &Big, shift: i64) -> (u128, bool) {
    let (mut n, d) = if shift >= 0 {
        (numerator.shl(shift as u64), denominator.clone())
    } else {
        (numerator.clone(), denominator.shl((-shift) as u64))
    };
    let mut q = 0u128;
    let top = n.bits() as i64 - d.bits() as i64;
    if top >= 0 {
        for bit in (0..=top.min(127)).rev() {
            let shifted = d.shl(bit as u64);
            if n.compare(&shifted) != std::cmp::Ordering::Less {
                n.subtract(&shifted);
                q |= 1 << bit;
            }
        }
    }
    (q, n.is_zero())
}

/// The bits of the `f80` equal to a `double` (every double is one).
pub fn from_f64(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63) << 79;
    let exponent = ((bits >> 52) & 0x7FF) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let magnitude = match (exponent, fraction) {
        (0, 0) => 0,
        (0x7FF, 0) => INFINITY,
        // A quiet NaN keeps its payload.
        (0x7FF, f) => 0x7FFF << 64 | 3 << 62 | u128::from(f) << 11,
        (0, f) => {
            // A subnormal double is a normal f80.
            let length = 64 - f.leading_zeros() as i64;
            let m = u128::from(f) << (64 - length);
            let biased = (length - 1) - 1074 + BIAS;
            (biased as u128) << 64 | m
        }
        (e, f) => ((e - 1023 + BIAS) as u128) << 64 | 1 << 63 | u128::from(f) << 11,
    };
    sign | magnitude
}

/// The bits of the `f80` equal to an integer (of at most 64 bits; exact).
pub fn from_integer(value: i128) -> u128 {
    if value == 0 {
        return 0;
    }
    let sign = if value < 0 { 1u128 << 79 } else { 0 };
    let magnitude = value.unsigned_abs();
    let length = 128 - magnitude.leading_zeros() as i64;
    if length > 64 {
        let n = Big(vec![
            magnitude as u32,
            (magnitude >> 32) as u32,
            (magnitude >> 64) as u32,
            (magnitude >> 96) as u32,
        ]);
        return sign | encode(&n, &Big::from(1), 0);
    }
    let m = magnitude << (64 - length);
    sign | ((length - 1 + BIAS) as u128) << 64 | m
}

/// The bits of an `f80` as an MLIR `f80` literal (`0x` and 20 digits).
pub fn hex(bits: u128) -> String {
    format!("0x{bits:020X}")
}

/// The bits of an `f80` as a signed 80-bit integer (MLIR reads integer
/// attributes in the signed range).
pub fn signed(bits: u128) -> String {
    if bits >> 79 & 1 == 1 {
        format!("-{}", (1u128 << 80) - bits)
    } else {
        bits.to_string()
    }
}

/// An `f80` constant as MLIR reads it: a decimal literal when it is a
/// `double` (MLIR converts those exactly), its bits otherwise.
pub fn text(bits: u128) -> String {
    match exact_f64(bits) {
        Some(value) => crate::c::literals::float_text(value),
        None => hex(bits),
    }
}

/// The `double` an `f80`'s bits are, if they are exactly one (for readable
/// constants).
pub fn exact_f64(bits: u128) -> Option<f64> {
    let sign = if bits >> 79 & 1 == 1 { -1.0 } else { 1.0 };
    let exponent = (bits >> 64 & 0x7FFF) as i64;
    let m = bits as u64;
    if exponent == 0x7FFF || (exponent != 0 && m >> 63 == 0) {
        return None;
    }
    if m == 0 {
        return Some(sign * 0.0);
    }
    // m * 2^(exponent - BIAS - 63), m's low bits beyond a double's 53 zero.
    let length = 64 - m.leading_zeros();
    let trailing = m.trailing_zeros();
    if length - trailing > 53 {
        return None;
    }
    let scale = exponent.max(1) - BIAS - 63 + i64::from(trailing);
    let value = (m >> trailing) as f64 * 2f64.powi(scale.clamp(-1100, 1100) as i32);
    (value.is_finite() && value != 0.0 && from_f64(sign * value) == bits).then_some(sign * value)
}

/// An unsigned integer of any size (little-endian 32-bit limbs), for the
/// few operations the conversion needs.
#[derive(Clone, Debug, Default)]
struct Big(Vec<u32>);

impl From<u32> for Big {
    fn from(value: u32) -> Self {
        Big(vec![value])
    }
}

impl Big {
    fn is_zero(&self) -> bool {
        self.0.iter().all(|l| *l == 0)
    }

    /// self = self * factor + addend.
    fn mul_add(&mut self, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for limb in &mut self.0 {
            let product = u64::from(*limb) * u64::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn bits(&self) -> u64 {
        for (index, limb) in self.0.iter().enumerate().rev() {
            if *limb != 0 {
                return index as u64 * 32 + u64::from(32 - limb.leading_zeros());
            }
        }
        0
    }

    fn shl(&self, shift: u64) -> Big {
        let limbs = (shift / 32) as usize;
        let bits = (shift % 32) as u32;
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for limb in &self.0 {
            if bits == 0 {
                out.push(*limb);
            } else {
                out.push(limb << bits | carry);
                carry = limb >> (32 - bits);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        Big(out)
    }

    fn compare(&self, other: &Big) -> std::cmp::Ordering {
        let length = self.0.len().max(other.0.len());
        for index in (0..length).rev() {
            let a = self.0.get(index).copied().unwrap_or(0);
            let b = other.0.get(index).copied().unwrap_or(0);
            if a != b {
                return a.cmp(&b);
            }
        }
        std::cmp::Ordering::Equal
    }

    /// self -= other (other <= self).
    fn subtract(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for index in 0..self.0.len() {
            let b = i64::from(other.0.get(index).copied().unwrap_or(0));
            let mut difference = i64::from(self.0[index]) - b - borrow;
            borrow = 0;
            if difference < 0 {
                difference += 1 << 32;
                borrow = 1;
            }
            self.0[index] = difference as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_round_to_nearest_even() {
        // Values Clang gives (the bytes of the literals, printed).
        assert_eq!(parse("0.1L"), Some(0x3FFB_CCCC_CCCC_CCCC_CCCD));
        assert_eq!(parse("1.1L"), Some(0x3FFF_8CCC_CCCC_CCCC_CCCD));
        assert_eq!(parse("1.0L"), Some(0x3FFF_8000_0000_0000_0000));
        assert_eq!(
            parse("3.14159265358979323846264338327950288L"),
            Some(0x4000_C90F_DAA2_2168_C235)
        );
        assert_eq!(parse("0x1.8p1L"), Some(0x4000_C000_0000_0000_0000));
        assert_eq!(parse("0L"), Some(0));
        assert_eq!(parse("1e5000L"), Some(INFINITY));
        // The largest finite value and the smallest subnormal.
        assert_eq!(
            parse("1.18973149535723176502e+4932L"),
            Some(0x7FFE_FFFF_FFFF_FFFF_FFFF)
        );
        assert_eq!(parse("3.64519953188247460253e-4951L"), Some(1));
        assert_eq!(parse("1e-5000L"), Some(0));
    }

    #[test]
    fn doubles_extend_exactly() {
        assert_eq!(from_f64(1.0), 0x3FFF_8000_0000_0000_0000);
        assert_eq!(from_f64(-2.5), 0xC000_A000_0000_0000_0000);
        assert_eq!(from_f64(0.1), 0x3FFB_CCCC_CCCC_CCCC_D000);
        assert_eq!(from_f64(f64::INFINITY), INFINITY);
        assert_eq!(
            from_f64(f64::MIN_POSITIVE / 4.0),
            0x3BFF_8000_0000_0000_0000
        );
        assert_eq!(exact_f64(0x3FFF_8000_0000_0000_0000), Some(1.0));
        assert_eq!(exact_f64(0x3FFB_CCCC_CCCC_CCCC_CCCD), None);
        assert_eq!(exact_f64(from_f64(0.1)), Some(0.1));
        assert_eq!(hex(1), "0x00000000000000000001");
        assert_eq!(from_integer(123456789012345678), 0x4037_DB4D_A5D3_1879_A700);
        assert_eq!(from_integer(u64::MAX.into()), 0x403E_FFFF_FFFF_FFFF_FFFF);
        assert_eq!(from_integer(-1), 0xBFFF_8000_0000_0000_0000);
    }
}
