//! `device_type` on loops (OpenACC 3.3 §2.4, acc → acc): each `acc.loop`
//! keeps, per clause, the entries of the build's device type (the
//! `device-type` option: `host`, or `nvidia` in GPU builds), else those of
//! `device_type(*)`, else those without `device_type`, as entries without a
//! device type; the others go. The rest of the conversion reads the
//! default entries only.
//!
//! The clauses: `gang` (keyword and arguments), `worker`, `vector`, `tile`,
//! `collapse`, and `seq`/`independent`/`auto` together (one of them per
//! device type):
//!
//! ```mlir
//! acc.loop gang vector(%c128 : i32 [#acc.device_type<nvidia>]) ...
//! ==> (host)    acc.loop gang ...
//! ==> (nvidia)  acc.loop gang vector(%c128 : i32) ...
//! ```

use crate::acc::operands::r#loop::{GANG, TILE, VECTOR, WORKER};
use crate::acc::{array_elements, device_types, selected_device_type};
use acc2omp_dialects::ops::{OperationLikeExt, collect_nested, op_name};
use melior::{
    Context,
    ir::{Attribute, AttributeLike, OperationRef, Value, ValueLike, operation::OperationLike},
};

const NONE: &str = "#acc.device_type<none>";

/// Resolves the device types of every `acc.loop` in `root`.
pub(crate) fn resolve_loop_device_types(root: OperationRef, device_type: &str) {
    for op in collect_nested(root, |o| op_name(&o) == "acc.loop") {
        resolve(op, device_type);
    }
}

/// An operand group with a device type per entry (and a segment size per
/// entry for `gang` and `tile`).
struct Group {
    index: usize,
    types: &'static str,
    segments: Option<&'static str>,
    keyword: Option<&'static str>,
}

const GROUPS: &[Group] = &[
    Group {
        index: GANG,
        types: "gangOperandsDeviceType",
        segments: Some("gangOperandsSegments"),
        keyword: Some("gang"),
    },
    Group {
        index: WORKER,
        types: "workerNumOperandsDeviceType",
        segments: None,
        keyword: Some("worker"),
    },
    Group {
        index: VECTOR,
        types: "vectorOperandsDeviceType",
        segments: None,
        keyword: Some("vector"),
    },
    Group {
        index: TILE,
        types: "tileOperandsDeviceType",
        segments: Some("tileOperandsSegments"),
        keyword: None,
    },
];

fn set(op: OperationRef, name: &str, text: Option<String>) {
    let context = op.context();
    // SAFETY: a live op; the name and attribute outlive the calls.
    unsafe {
        let context: &Context = context.to_ref();
        let name_ref = melior::StringRef::new(name);
        match text {
            Some(text) => {
                let attribute = Attribute::parse(context, &text)
                    .unwrap_or_else(|| panic!("built here: a valid attribute {text}"));
                mlir_sys::mlirOperationSetInherentAttributeByName(
                    op.to_raw(),
                    name_ref.to_raw(),
                    attribute.to_raw(),
                );
            }
            None => {
                mlir_sys::mlirOperationRemoveAttributeByName(op.to_raw(), name_ref.to_raw());
            }
        }
    }
}

fn resolve(op: OperationRef, device_type: &str) {
    let mut attributes = vec![
        "gang",
        "worker",
        "vector",
        "seq",
        "independent",
        "auto_",
        "collapseDeviceType",
    ];
    attributes.extend(GROUPS.iter().map(|g| g.types));
    let any_other = attributes
        .iter()
        .any(|a| device_types(op, a).iter().any(|t| t != "none"));
    if !any_other {
        return;
    }
    let Some(mut sizes) = op.segment_sizes() else {
        return;
    };
    let operands: Vec<Value> = op.operands().collect();
    let mut starts = Vec::new();
    let mut start = 0;
    for size in &sizes {
        starts.push(start);
        start += size;
    }
    let mut kept: Vec<Vec<Value>> = sizes
        .iter()
        .zip(&starts)
        .map(|(size, start)| operands[*start..*start + *size].to_vec())
        .collect();
    for group in GROUPS {
        let keywords = group
            .keyword
            .map(|k| device_types(op, k))
            .unwrap_or_default();
        let types = device_types(op, group.types);
        let segments: Vec<usize> = match group.segments {
            Some(name) => array_elements(op, name)
                .iter()
                .filter_map(|n| n.parse().ok())
                .collect(),
            None => vec![1; types.len()],
        };
        let arg_types = if group.index == GANG {
            array_elements(op, "gangOperandsArgType")
        } else {
            Vec::new()
        };
        let mut present = keywords.clone();
        present.extend(types.iter().cloned());
        let choice = selected_device_type(&present, device_type);
        if let Some(keyword) = group.keyword {
            set(
                op,
                keyword,
                (choice.is_some_and(|c| keywords.iter().any(|k| k == c)))
                    .then(|| format!("[{NONE}]")),
            );
        }
        let mut values = Vec::new();
        let mut new_segments = Vec::new();
        let mut new_arg_types = Vec::new();
        let group_operands = &kept[group.index].clone();
        let mut position = 0;
        for (entry, entry_type) in types.iter().enumerate() {
            let count = segments.get(entry).copied().unwrap_or(1);
            if Some(entry_type.as_str()) == choice {
                values.extend_from_slice(&group_operands[position..position + count]);
                new_segments.push(count);
                if group.index == GANG {
                    new_arg_types.extend_from_slice(&arg_types[position..position + count]);
                }
            }
            position += count;
        }
        kept[group.index] = values;
        sizes[group.index] = kept[group.index].len();
        if types.is_empty() {
            continue;
        }
        let entries = new_segments.len();
        set(
            op,
            group.types,
            (entries > 0).then(|| format!("[{}]", vec![NONE; entries].join(", "))),
        );
        if let Some(name) = group.segments {
            set(
                op,
                name,
                (entries > 0).then(|| {
                    format!(
                        "array<i32: {}>",
                        new_segments
                            .iter()
                            .map(|n| n.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                }),
            );
        }
        if group.index == GANG {
            set(
                op,
                "gangOperandsArgType",
                (entries > 0).then(|| format!("[{}]", new_arg_types.join(", "))),
            );
        }
    }
    // seq / independent / auto: one choice for the three.
    let kinds = ["seq", "independent", "auto_"];
    let mut present = Vec::new();
    for kind in kinds {
        present.extend(device_types(op, kind));
    }
    let choice = selected_device_type(&present, device_type);
    for kind in kinds {
        let has = choice.is_some_and(|c| device_types(op, kind).iter().any(|t| t == c));
        set(op, kind, has.then(|| format!("[{NONE}]")));
    }
    // collapse: the chosen entry's count.
    let collapse_types = device_types(op, "collapseDeviceType");
    if !collapse_types.is_empty() {
        let counts = array_elements(op, "collapse");
        let choice = selected_device_type(&collapse_types, device_type);
        let count = choice
            .and_then(|c| collapse_types.iter().position(|t| t == c))
            .and_then(|i| counts.get(i).cloned());
        set(op, "collapse", count.as_ref().map(|n| format!("[{n}]")));
        set(op, "collapseDeviceType", count.map(|_| format!("[{NONE}]")));
    }
    // The operands, group by group.
    let all: Vec<Value> = kept.iter().flatten().copied().collect();
    let raw: Vec<mlir_sys::MlirValue> = all.iter().map(|v| v.to_raw()).collect();
    // SAFETY: a live op; the values are its own operands.
    unsafe {
        mlir_sys::mlirOperationSetOperands(op.to_raw(), raw.len() as isize, raw.as_ptr());
    }
    set(
        op,
        "operandSegmentSizes",
        Some(format!(
            "array<i32: {}>",
            sizes
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    );
}
