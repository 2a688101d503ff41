//! The other directives: `data`, `enter data`, `exit data`, `update`,
//! `host_data`, `wait`, `set`, `declare`, `routine`, `atomic`, and dispatch to
//! the compute printer.

use super::clauses::{is_data_clause, kernels_loop_sizes, push_if, spelled_clauses};
use super::compute::{NUM_GANGS_LOCAL, NUM_WORKERS_LOCAL, compute_or_loop};
use super::ir::{directive_ranges, is_loop_op, op_name};
use super::maps::map_entries;
use super::text::{is_integer_literal, is_simple_expression};
use super::{Group, Ranges, Source};
use acc2omp_dialects::attrs;
use acc2omp_dialects::attrs::DirectiveSource;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// The OpenMP directive (`#pragma omp ...`) for a group of ops.
pub(super) fn openmp_directive(source: &Source, group: &Group) -> Result<String, String> {
    let spelled = spelled_clauses(source, &group.ranges);
    let kind = source.kind(&group.ranges);
    if group.ops.is_empty() {
        return match kind.as_str() {
            "set" => set_statement(source, &spelled),
            // A dropped directive (see `print`).
            _ => Ok(String::new()),
        };
    }
    if kind == "declare" {
        return declare_directive(group);
    }
    let target = group.ops.iter().find(|op| op_name(op) == "omp.target");
    let looped = group.ops.iter().find(|op| is_loop_op(op));
    if kind.starts_with("kernels") {
        let (_, spelled) = kernels_clause_locals(spelled);
        return kernels_directive(source, group, &spelled, target, looped);
    }
    if target.is_some() || looped.is_some() {
        // A nest of a `kernels` region prints at its own loop directive:
        // the region's `if` and `default(present)` hold for it too.
        let mut spelled = spelled;
        if let Some(kernels) = target.and_then(|t| DirectiveSource::of(t, attrs::KERNELS))
            && kernels.directive != group.ranges.directive
        {
            spelled = kernels_loop_sizes(spelled);
            spelled.extend(kernels_region_clauses(source, &kernels));
        } else if target.is_none()
            && let Some(outer) = looped
            && in_kernels_part(outer)
        {
            // An inner loop of a kernels nest: its sizes are the part's.
            spelled = kernels_loop_sizes(spelled)
                .into_iter()
                .filter(|(c, _)| {
                    !matches!(c.as_str(), "num_gangs" | "num_workers" | "vector_length")
                })
                .collect();
        }
        return compute_or_loop(source, group, &spelled, target, looped);
    }
    if let Some(atomic) = atomic_directive(source, group)? {
        return Ok(atomic);
    }
    let [op] = group.ops.as_slice() else {
        return Err(unsupported(source, group));
    };
    match op_name(op) {
        "func.func" | "llvm.func" => routine_directive(group, &spelled, op),
        // OpenMP's taskwait has no `if`: a C `if` around it.
        "omp.taskwait" => Ok(match spelled.iter().find(|(clause, _)| clause == "if") {
            Some((_, condition)) => format!("if ({condition}) {{\n#pragma omp taskwait\n}}"),
            None => "#pragma omp taskwait".into(),
        }),
        name => data_directive(source, group, &kind, &spelled, name, op),
    }
}

/// Whether `op` is in the construct of a `kernels` region's nest.
fn in_kernels_part(op: &OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(&p) == "omp.target" {
            return DirectiveSource::of(&p, attrs::KERNELS).is_some();
        }
        parent = p.parent_operation();
    }
    false
}

/// `set device_num(n)` -> `omp_set_default_device(n);` (its only effect on
/// the host), `set default_async(q)` -> `acc_set_default_async(q);` (the
/// OpenACC runtime's value, which `acc_get_default_async` reads; printed
/// where the unit declares the runtime's API, as `openacc.h` does from any
/// file: a unit that does not calls no routine of it, and the printed
/// program's queues are synchronous), under `if (c)` with `if(c)`.
fn set_statement(source: &Source, spelled: &[(String, String)]) -> Result<String, String> {
    let mut statements = Vec::new();
    let mut condition = None;
    for (clause, argument) in spelled {
        match clause.as_str() {
            "device_num" => statements.push(format!("omp_set_default_device({argument});")),
            "default_async" if source.openacc_api => {
                statements.push(format!("acc_set_default_async({argument});"))
            }
            "default_async" => {}
            "if" => condition = Some(argument),
            _ => {
                return Err(format!(
                    "unsupported: printing the '{clause}' clause of 'set' as OpenMP"
                ));
            }
        }
    }
    let statement = match statements.as_slice() {
        [one] => one.clone(),
        _ if statements.is_empty() => return Ok(String::new()),
        _ => format!("{{ {} }}", statements.join(" ")),
    };
    Ok(match condition {
        Some(condition) => format!("if ({condition}) {statement}"),
        None => statement,
    })
}

/// `declare`: at file scope (its enter data runs in a global constructor,
/// `<global>_acc_ctor`) `declare target(list)`; in a function `target
/// enter data` here, the exits are edits of `print`.
fn declare_directive(group: &Group) -> Result<String, String> {
    let enters: Vec<&OperationRef> = group
        .ops
        .iter()
        .filter(|op| op_name(op) == "omp.target_enter_data")
        .collect();
    let at_file_scope = enters.iter().any(|op| {
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            if matches!(op_name(&p), "llvm.func" | "func.func") {
                return p
                    .attribute("sym_name")
                    .is_ok_and(|n| n.to_string().trim_matches('"').ends_with("_acc_ctor"));
            }
            parent = p.parent_operation();
        }
        false
    });
    let mut maps = Vec::new();
    for enter in &enters {
        maps.extend(map_entries(enter)?);
    }
    if at_file_scope {
        let names: Vec<String> = maps.iter().map(|m| m.name.clone()).collect();
        return Ok(format!("#pragma omp declare target({})", names.join(", ")));
    }
    let mut text = String::from("#pragma omp target enter data");
    for map in maps {
        text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
    }
    Ok(text)
}

/// `kernels`: a data region for its data clauses, then (`kernels loop`)
/// the nest's compute construct; the code between nests is wrapped by
/// `kernels_wrapping`.
fn kernels_directive(
    source: &Source,
    group: &Group,
    spelled: &[(String, String)],
    target: Option<&OperationRef>,
    looped: Option<&OperationRef>,
) -> Result<String, String> {
    let mut lines = Vec::new();
    if let Some(data) = group.ops.iter().find(|op| op_name(op) == "omp.target_data") {
        let mut text = String::from("#pragma omp target data");
        // (`self`: no device copies where the region runs on the host.)
        if let Some(condition) = super::clauses::if_condition(spelled) {
            text.push_str(&format!(" if({condition})"));
        }
        for map in map_entries(data)? {
            text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
        }
        lines.push(text);
    }
    if target.is_some() || looped.is_some() {
        // Its clauses: the nest's (the data ones are the region's).
        let nest_spelled: Vec<(String, String)> = kernels_loop_sizes(
            spelled
                .iter()
                .filter(|(c, _)| !is_data_clause(c))
                .cloned()
                .collect(),
        );
        lines.push(compute_or_loop(
            source,
            group,
            &nest_spelled,
            target,
            looped,
        )?);
    }
    Ok(lines.join("\n"))
}

/// The clauses of a `kernels` directive that hold for every part of its
/// region: `if(c)`, `self(c)`, `default(present)` and the sizes (`num_gangs`,
/// `num_workers`, `vector_length`).
pub(super) fn kernels_region_clauses(source: &Source, kernels: &Ranges) -> Vec<(String, String)> {
    kernels_clause_locals(spelled_clauses(source, kernels))
        .1
        .into_iter()
        .filter(|(clause, argument)| {
            matches!(
                clause.as_str(),
                "if" | "self" | "num_gangs" | "num_workers" | "vector_length"
            ) || clause == "default" && argument.trim() == "present"
        })
        .collect()
}

/// The clauses of a `kernels` directive whose values every part of its
/// region uses (`if`, `self`, `num_gangs`, `num_workers`): OpenACC
/// evaluates them once, when the construct is encountered, and the code
/// between nests may change what they read, so a non-constant one becomes a
/// `const` local of a block around the construct (`edits::construct_block`) that the
/// parts name; a `vector_length` OpenMP does without is still evaluated.
/// The block's statements and the clauses with the locals' names.
pub(super) fn kernels_clause_locals(
    spelled: Vec<(String, String)>,
) -> (Vec<String>, Vec<(String, String)>) {
    let mut statements = Vec::new();
    let clauses = spelled
        .into_iter()
        .map(|(clause, argument)| {
            let value = argument.trim();
            if value.is_empty() || is_integer_literal(value) {
                return (clause, argument);
            }
            let local = match clause.as_str() {
                "if" | "self" => {
                    let local = format!("acc2omp_kernels_{clause}");
                    statements.push(format!("const int {local} = ({value}) != 0;"));
                    local
                }
                "num_gangs" | "num_workers" => {
                    let local = if clause == "num_gangs" {
                        NUM_GANGS_LOCAL
                    } else {
                        NUM_WORKERS_LOCAL
                    };
                    statements.push(format!("const int {local} = {value};"));
                    local.to_string()
                }
                "vector_length" if !is_simple_expression(value) => {
                    statements.push(format!("(void)({value});"));
                    return (clause, argument);
                }
                // `kernels loop worker(f())`: the loop's own size, a call
                // evaluated once too (printed on the combined construct, an
                // OpenMP compiler may evaluate it per team).
                "worker" | "gang" if !value.contains(',') => {
                    let (key, size) = match value.split_once(':') {
                        Some((key, size)) => (Some(key.trim()), size.trim()),
                        None => (None, value),
                    };
                    if !matches!(key, None | Some("num"))
                        || is_integer_literal(size)
                        || is_simple_expression(size)
                    {
                        return (clause, argument);
                    }
                    let local = if clause == "gang" {
                        NUM_GANGS_LOCAL
                    } else {
                        NUM_WORKERS_LOCAL
                    };
                    statements.push(format!("const int {local} = {size};"));
                    format!("num: {local}")
                }
                _ => return (clause, argument),
            };
            (clause, local)
        })
        .collect();
    (statements, clauses)
}

/// `atomic` (`atomic capture`: the capture op, whatever its inner ops
/// carry), if the group is one.
fn atomic_directive(source: &Source, group: &Group) -> Result<Option<String>, String> {
    let Some(atomic) = group
        .ops
        .iter()
        .map(op_name)
        .filter_map(|name| name.strip_prefix("omp.atomic.").map(str::to_string))
        .min_by_key(|kind| kind != "capture")
    else {
        return Ok(None);
    };
    if spelled_clauses(source, &group.ranges)
        .iter()
        .any(|(clause, _)| clause == "if")
    {
        return Err(
            "unsupported: printing the 'if' clause of 'atomic' as OpenMP (OpenMP's \
                    atomic has none: the statement would be written twice)"
                .into(),
        );
    }
    // OpenMP allows no atomic strictly nested in a teams region (gcc
    // rejects it; Clacc warns).
    let mut parent = group.ops[0].parent_operation();
    while let Some(p) = parent {
        let name = op_name(&p);
        if name.starts_with("omp.") && name != "omp.atomic.capture" {
            // A `serial` construct with such an atomic prints as a plain
            // `target` (one thread, as one gang of one worker).
            let serial = p
                .parent_operation()
                .and_then(directive_ranges)
                .is_some_and(|r| source.kind(&r).starts_with("serial"));
            if name == "omp.teams" && !serial {
                return Err(
                    "unsupported: printing an 'atomic' directive directly inside a \
                            compute construct as OpenMP (OpenMP allows no atomic strictly \
                            nested in 'teams')"
                        .into(),
                );
            }
            break;
        }
        parent = p.parent_operation();
    }
    Ok(Some(format!("#pragma omp atomic {atomic}")))
}

/// `routine` (seq: the only level the pass accepts with a body): `declare
/// target` before the declaration it precedes, or `declare target(name)`.
fn routine_directive(
    group: &Group,
    spelled: &[(String, String)],
    function: &OperationRef,
) -> Result<String, String> {
    if let Some((clause, _)) = spelled.iter().find(|(c, _)| {
        // `nohost`: the function has a host version too, which a valid
        // program does not call.
        !matches!(
            c.as_str(),
            "seq" | "worker" | "vector" | "gang" | "nohost" | "bind"
        )
    }) {
        return Err(format!(
            "unsupported: printing the '{clause}' clause of 'routine' as OpenMP"
        ));
    }
    let bind = spelled.iter().find(|(c, _)| c == "bind").map(|(_, name)| {
        // `bind(g)` or `bind("g")`.
        name.trim().trim_matches('"').trim().to_string()
    });
    if group.ranges.statement.is_some() {
        // `bind(g)`: device code calls `g` (OpenMP 5's `declare variant`
        // with the target construct selector: calls in target regions and
        // in declare target functions).
        return Ok(match bind {
            Some(name) => format!(
                "#pragma omp declare target\n#pragma omp declare variant({name}) \
                 match(construct={{target}})"
            ),
            None => "#pragma omp declare target".into(),
        });
    }
    let name = function
        .attribute("sym_name")
        .ok()
        .and_then(attrs::string_value)
        .unwrap_or_default();
    Ok(match bind {
        // `routine(f) bind(g)`: OpenMP's `declare variant` precedes a
        // declaration of the function, here one of its own, with the type
        // of `g`, which accc checked is the function's (a redeclaration
        // keeps a `static` function's internal linkage: C11 6.2.2p4).
        Some(bound) => format!(
            "#pragma omp declare target({name})\n#pragma omp declare variant({bound}) \
             match(construct={{target}})\n__typeof__({bound}) {name};"
        ),
        None => format!("#pragma omp declare target({name})"),
    })
}

/// `data`, `enter data`, `exit data`, `host_data` and `update`: their op
/// `name`'s maps.
fn data_directive(
    source: &Source,
    group: &Group,
    kind: &str,
    spelled: &[(String, String)],
    name: &str,
    op: &OperationRef,
) -> Result<String, String> {
    if let Some((clause, argument)) = spelled
        .iter()
        .find(|(c, _)| matches!(c.as_str(), "attach" | "detach"))
    {
        return Err(format!(
            "unsupported: printing '{clause}({argument})' as OpenMP (accc calls the OpenACC \
             runtime's acc_{clause}; an OpenMP map attaches a pointer only with a section of \
             its target)"
        ));
    }
    let mut text = String::from("#pragma omp ");
    match name {
        // `host_data use_device(list)`: a pointer's device value, an
        // array's device address.
        "omp.target_data" if kind == "host_data" => {
            text.push_str("target data");
            push_if(&mut text, spelled);
            // `if_present`: OpenMP 5.1's use_device_ptr/use_device_addr
            // of data not present refer to the original (§2.14.2), what
            // `if_present` asks.
            for map in map_entries(op)? {
                let clause = if map.var_type.contains("ptr") {
                    "use_device_ptr"
                } else {
                    "use_device_addr"
                };
                text.push_str(&format!(" {clause}({})", map.name));
            }
        }
        // `data` (not `host_data`, which also becomes omp.target_data).
        // The map type of a map without one: `alloc` on entry, `release`
        // on exit.
        "omp.target_data" | "omp.target_enter_data" | "omp.target_exit_data"
            if name != "omp.target_data" || kind == "data" =>
        {
            let (directive, default) = match name {
                "omp.target_data" => ("target data", "alloc"),
                "omp.target_enter_data" => ("target enter data", "alloc"),
                _ => ("target exit data", "release"),
            };
            let maps = map_entries(op)?;
            // `copyout(a) finalize` (MLIR's `from, delete`): OpenMP 5.2's
            // map types have no copy that also zeroes the reference
            // counts (OpenMP 6.0's `delete` modifier, which gcc 12 and
            // clang-22 lack), so `target update from(a)` copies it and
            // `map(delete: a)` then removes it.
            let finalized = |map: &super::maps::Map| {
                name == "omp.target_exit_data" && map.flags.has("from") && map.flags.has("delete")
            };
            let updates: Vec<(String, String)> = maps
                .iter()
                .filter(|map| finalized(map))
                .map(|map| (map.name.clone(), format!(" from({})", map.name)))
                .collect();
            let clauses: Vec<(String, String)> = maps
                .iter()
                .map(|map| {
                    let map_type = match finalized(map) {
                        true => "delete".to_string(),
                        false => map.map_type(default),
                    };
                    (map.name.clone(), format!(" map({map_type}: {})", map.name))
                })
                .collect();
            if !updates.is_empty() {
                return Ok(format!(
                    "{}\n{}",
                    one_per_variable("target update", spelled, updates),
                    one_per_variable(directive, spelled, clauses)
                ));
            }
            // (A standalone directive may be several: see `one_per_variable`.)
            if name == "omp.target_data" {
                text.push_str(directive);
                push_if(&mut text, spelled);
                clauses.iter().for_each(|(_, c)| text.push_str(c));
            } else {
                return Ok(one_per_variable(directive, spelled, clauses));
            }
        }
        "omp.target_update" => {
            let mut clauses = Vec::new();
            for map in map_entries(op)? {
                if map.static_declared {
                    return Err(format!(
                        "unsupported: printing 'update' of '{}', a static variable in a 'declare' \
                         directive, as OpenMP ('target update' of a declare target variable \
                         that is not externally visible is rejected by clang)",
                        map.name
                    ));
                }
                let motion = if map.flags.has("to") { "to" } else { "from" };
                let present = if map.flags.has("present") {
                    "present: "
                } else {
                    ""
                };
                clauses.push((
                    map.name.clone(),
                    format!(" {motion}({present}{})", map.name),
                ));
            }
            return Ok(one_per_variable("target update", spelled, clauses));
        }
        _ => return Err(unsupported(source, group)),
    }
    Ok(text)
}

/// A standalone data directive (`target update`, `enter data`, `exit
/// data`) with `clauses` (each the section it names and its text): as few
/// directives as take each variable once (clang rejects two sections of one
/// variable in one directive: "multiple array elements associated with the
/// same variable are not allowed in map clauses of the same construct"),
/// one after the other, each with the directive's `if`.
fn one_per_variable(
    directive: &str,
    spelled: &[(String, String)],
    clauses: Vec<(String, String)>,
) -> String {
    let variable = |name: &str| name.split('[').next().unwrap_or(name).trim().to_string();
    let mut directives: Vec<(Vec<String>, String)> = Vec::new();
    for (name, clause) in clauses {
        let base = variable(&name);
        match directives
            .iter_mut()
            .find(|(names, _)| !names.contains(&base))
        {
            Some((names, text)) => {
                names.push(base);
                text.push_str(&clause);
            }
            None => directives.push((vec![base], clause)),
        }
    }
    if directives.is_empty() {
        directives.push((Vec::new(), String::new()));
    }
    directives
        .iter()
        .map(|(_, clauses)| {
            let mut text = format!("#pragma omp {directive}");
            push_if(&mut text, spelled);
            text.push_str(clauses);
            text
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The error for a directive the printer cannot print yet.
pub(super) fn unsupported(source: &Source, group: &Group) -> String {
    format!(
        "unsupported: printing the '{}' directive as OpenMP (the source printer covers \
         parallel, serial, loop, data, enter data, exit data, update and wait so far)",
        source.kind(&group.ranges)
    )
}
