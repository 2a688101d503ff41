use super::*;
use crate::c::types::{Field, Record};

const CHAR: Ty = Ty::Int {
    bits: 8,
    signed: true,
};
const SHORT: Ty = Ty::Int {
    bits: 16,
    signed: true,
};
const INT: Ty = Ty::Int {
    bits: 32,
    signed: true,
};
const LONG: Ty = Ty::Int {
    bits: 64,
    signed: true,
};
const FLOAT: Ty = Ty::Float { bits: 32 };
const DOUBLE: Ty = Ty::Float { bits: 64 };

/// Lays out a record as clang does (natural alignment; `packed`: none).
fn record(types: &mut Types, fields: &[Ty], union: bool, packed: bool) -> Ty {
    let mut offset = 0u64;
    let mut align = 1u64;
    let mut laid = Vec::new();
    for (index, ty) in fields.iter().enumerate() {
        let field_align = if packed { 1 } else { types.align_of(ty) };
        align = align.max(field_align);
        if !union {
            offset = offset.div_ceil(field_align) * field_align;
        }
        laid.push(Field {
            usr: format!("f{index}"),
            name: format!("f{index}"),
            ty: ty.clone(),
            offset: if union { 0 } else { offset },
            index: None,
            bits: None,
        });
        let size = types.size_of(ty).unwrap_or(0);
        offset = if union {
            offset.max(size)
        } else {
            offset + size
        };
    }
    let size = offset.div_ceil(align) * align;
    types.records.push(Record {
        name: String::new(),
        union,
        size,
        align,
        fields: laid,
        storages: Vec::new(),
        mlir: format!("!llvm.array<{size} x i8>"),
    });
    Ty::Record(types.records.len() - 1)
}

fn array(element: Ty, n: u64) -> Ty {
    Ty::Array(Box::new(element), ArrayLen::Const(n))
}

/// The passing of one argument (alone) and of the result, as text.
fn arg(types: &Types, ty: &Ty) -> String {
    show(&convention(types, &Ty::Void, std::slice::from_ref(ty)).params[0])
}

fn ret(types: &Types, ty: &Ty) -> String {
    show(&convention(types, ty, &[]).result)
}

fn show(pass: &Pass) -> String {
    match pass {
        Pass::Ignore => "ignore".into(),
        Pass::Direct { ext: None } => "direct".into(),
        Pass::Direct { ext: Some(e) } => e.to_string(),
        Pass::Coerce(parts) => parts
            .iter()
            .map(|p| format!("{}@{}", p.ty, p.offset))
            .collect::<Vec<_>>()
            .join(","),
        Pass::Indirect { align } => format!("memory align {align}"),
    }
}

// The expected coercions are what clang-22 -S -emit-llvm gives for
// x86_64-linux-gnu.
#[test]
fn small_structs() {
    let mut t = Types::default();
    let i = record(&mut t, &[INT], false, false);
    assert_eq!(arg(&t, &i), "i32@0");
    let ccc = record(&mut t, &[CHAR, CHAR, CHAR], false, false);
    assert_eq!(arg(&t, &ccc), "i24@0");
    let ic = record(&mut t, &[INT, CHAR], false, false);
    assert_eq!(arg(&t, &ic), "i64@0");
    let iii = record(&mut t, &[INT, INT, INT], false, false);
    assert_eq!(arg(&t, &iii), "i64@0,i32@8");
    assert_eq!(ret(&t, &iii), "i64@0,i32@8");
    let d = record(&mut t, &[DOUBLE], false, false);
    assert_eq!(arg(&t, &d), "f64@0");
    let ff = record(&mut t, &[FLOAT, FLOAT], false, false);
    assert_eq!(arg(&t, &ff), "vector<2xf32>@0");
    let fff = record(&mut t, &[FLOAT, FLOAT, FLOAT], false, false);
    assert_eq!(arg(&t, &fff), "vector<2xf32>@0,f32@8");
    let di = record(&mut t, &[DOUBLE, INT], false, false);
    assert_eq!(arg(&t, &di), "f64@0,i32@8");
    let id = record(&mut t, &[INT, DOUBLE], false, false);
    assert_eq!(arg(&t, &id), "i32@0,f64@8");
    let fi = record(&mut t, &[FLOAT, INT], false, false);
    assert_eq!(arg(&t, &fi), "i64@0");
    let dd = record(&mut t, &[DOUBLE, DOUBLE], false, false);
    assert_eq!(arg(&t, &dd), "f64@0,f64@8");
    let p = record(&mut t, &[Ty::Ptr(Box::new(INT)), INT], false, false);
    assert_eq!(arg(&t, &p), "!llvm.ptr@0,i32@8");
    let dc = record(&mut t, &[DOUBLE, CHAR], false, false);
    assert_eq!(arg(&t, &dc), "f64@0,i8@8");
    let s3 = record(&mut t, &[array(SHORT, 3)], false, false);
    assert_eq!(arg(&t, &s3), "i48@0");
    let f2 = record(&mut t, &[array(FLOAT, 2), INT], false, false);
    assert_eq!(arg(&t, &f2), "vector<2xf32>@0,i32@8");
    let nested = record(&mut t, &[ff.clone(), DOUBLE], false, false);
    assert_eq!(arg(&t, &nested), "vector<2xf32>@0,f64@8");
}

#[test]
fn memory_and_registers() {
    let mut t = Types::default();
    let ddd = record(&mut t, &[DOUBLE, DOUBLE, DOUBLE], false, false);
    assert_eq!(arg(&t, &ddd), "memory align 8");
    assert_eq!(ret(&t, &ddd), "memory align 8");
    let big = record(&mut t, &[array(CHAR, 20)], false, false);
    assert_eq!(arg(&t, &big), "memory align 8");
    assert_eq!(ret(&t, &big), "memory align 1");
    let packed = record(&mut t, &[CHAR, INT], false, true);
    assert_eq!(arg(&t, &packed), "memory align 8");
    // Packed but aligned fields: INTEGER.
    let packed_aligned = record(&mut t, &[INT, INT], false, true);
    assert_eq!(arg(&t, &packed_aligned), "i64@0");
    let empty = record(&mut t, &[], false, false);
    assert_eq!(arg(&t, &empty), "ignore");
    assert_eq!(ret(&t, &empty), "ignore");
    // Six INTEGER registers taken: a two-eightbyte struct goes in memory,
    // a one-eightbyte one as an integer on the stack.
    let ll = record(&mut t, &[LONG, LONG], false, false);
    let mut params = vec![INT; 5];
    params.push(ll.clone());
    params.push(INT);
    let c = convention(&t, &Ty::Void, &params);
    assert_eq!(show(&c.params[5]), "memory align 8");
    assert_eq!(show(&c.params[6]), "direct");
    let packed5 = record(&mut t, &[CHAR, INT], false, true);
    let mut params = vec![INT; 6];
    params.push(packed5);
    let c = convention(&t, &Ty::Void, &params);
    assert_eq!(show(&c.params[6]), "i40@0");
    // An sret pointer takes one register.
    let mut params = vec![INT; 5];
    params.push(ll.clone());
    let c = convention(&t, &ddd, &params);
    assert_eq!(show(&c.result), "memory align 8");
    assert_eq!(show(&c.params[5]), "memory align 8");
    // Eight SSE registers taken.
    let mut params = vec![DOUBLE; 8];
    params.push(ddd.clone());
    let dd = record(&mut t, &[DOUBLE, DOUBLE], false, false);
    params.push(dd);
    let c = convention(&t, &Ty::Void, &params);
    assert_eq!(show(&c.params[9]), "memory align 8");
    // INTEGER + SSE with only the SSE registers gone.
    let mut params = vec![DOUBLE; 8];
    let id = record(&mut t, &[INT, DOUBLE], false, false);
    params.push(id);
    let c = convention(&t, &Ty::Void, &params);
    assert_eq!(show(&c.params[8]), "memory align 8");
}

#[test]
fn unions_scalars_complex() {
    let mut t = Types::default();
    let u = record(&mut t, &[INT, FLOAT], true, false);
    assert_eq!(arg(&t, &u), "i32@0");
    let uf = record(&mut t, &[FLOAT, array(FLOAT, 2)], true, false);
    assert_eq!(arg(&t, &uf), "vector<2xf32>@0");
    let ud = record(&mut t, &[DOUBLE, LONG], true, false);
    assert_eq!(arg(&t, &ud), "i64@0");
    assert_eq!(arg(&t, &CHAR), "signext");
    assert_eq!(arg(&t, &Ty::int(16, false)), "zeroext");
    assert_eq!(arg(&t, &Ty::Bool), "zeroext");
    assert_eq!(ret(&t, &SHORT), "signext");
    assert_eq!(arg(&t, &INT), "direct");
    let cd = Ty::Complex(Box::new(DOUBLE));
    assert_eq!(arg(&t, &cd), "f64@0,f64@8");
    assert_eq!(ret(&t, &cd), "f64@0,f64@8");
    let cf = Ty::Complex(Box::new(FLOAT));
    assert_eq!(arg(&t, &cf), "vector<2xf32>@0");
    assert_eq!(ret(&t, &cf), "vector<2xf32>@0");
    let fcf = record(&mut t, &[FLOAT, cf.clone()], false, false);
    assert_eq!(arg(&t, &fcf), "vector<2xf32>@0,f32@8");
}

#[test]
fn pairs() {
    // {float, _Alignas(8) float}: the low float would put the high one
    // at offset 4 of {float, float}: double.
    let mut t = Types::default();
    t.records.push(Record {
        name: String::new(),
        union: false,
        size: 16,
        align: 8,
        fields: vec![
            Field {
                usr: "a".into(),
                name: "a".into(),
                ty: FLOAT,
                offset: 0,
                index: None,
                bits: None,
            },
            Field {
                usr: "b".into(),
                name: "b".into(),
                ty: FLOAT,
                offset: 8,
                index: None,
                bits: None,
            },
        ],
        storages: Vec::new(),
        mlir: String::new(),
    });
    let ff = Ty::Record(0);
    assert_eq!(arg(&t, &ff), "f64@0,f32@8");
    assert_eq!(ret(&t, &ff), "f64@0,f32@8");
    let mut ii = t.records[0].clone();
    ii.fields[0].ty = INT;
    ii.fields[1].ty = SHORT;
    t.records.push(ii);
    assert_eq!(arg(&t, &Ty::Record(1)), "i64@0,i16@8");
    // {_Alignas(16) float f[3]}: clang's type is {[3 x float], [4 x
    // i8]}: the last float is alone in its eightbyte.
    let mut f3 = t.records[0].clone();
    f3.fields = vec![Field {
        usr: "f".into(),
        name: "f".into(),
        ty: array(FLOAT, 3),
        offset: 0,
        index: None,
        bits: None,
    }];
    f3.align = 16;
    t.records.push(f3);
    assert_eq!(arg(&t, &Ty::Record(2)), "vector<2xf32>@0,f32@8");
}
