//! `omp-prof-events`: the calls of the OpenACC profiling interface's
//! events (OpenACC 3.3 chapter 5) around the device constructs that
//! OpenACC directives became. accc's lowering runs it; the `omp` IR that
//! `convert-acc-to-omp` produces, and the OpenMP C printed from it, keep
//! none (Clacc's source-to-source mode gives its tools no source
//! information either).
//!
//! Each directive gets a constant that describes it, with the layout of
//! the runtime's `prof_events::Construct`: its `acc_construct_t`, its
//! lines (directive, end of its statement) and its function's (the
//! front end's record, [`attrs::DirectiveSource::lines`]), its file and
//! function names. Around the construct:
//!
//! ```mlir
//! llvm.call @__acc2omp_prof_enter(%c, %what)   // its start event
//! llvm.call @__acc2omp_prof_launch(%c, 0, %gangs, %workers, %vector)
//! omp.target ... { ... }                        // (launches: host versions)
//! llvm.call @__acc2omp_prof_launch(%c, 1, ...)
//! llvm.call @__acc2omp_prof_leave(%c, %what)   // its end event
//! ```
//!
//! `what`: 0 a compute construct (`omp.target`), 1 and 2 a data
//! construct's entry and exit (`omp.target_data`: around its maps, inside
//! its region at the start and before the terminator), 3 `enter data`, 4
//! `exit data`, 5 `update`, 6 `wait` (the runtime call a `wait` directive
//! became). The runtime adds the events only it sees: the data events of
//! each map, the GPU's launches, the device's initialization.
//!
//! Without `offload` (a host build) the data directives get nothing: their
//! maps do nothing on the host, which shares memory. With `offload` (before
//! `convert-omp-to-gpu`) no launch calls are made: the GPU's launches are
//! the runtime's, and the host version that `convert-omp-to-gpu` keeps
//! gets its launch calls from the host pipeline's run of this pass, which
//! adds only those to a construct already done (`acc2omp.prof`).

use crate::{
    ir::{
        OpSpec, call_external, constant, defining_op, enclosing_module, find_symbol,
        top_level_ancestor,
    },
    options::{OptionKind, PassOption},
    registry::{PassId, PassInfo, external_pass},
};
use acc2omp_dialects::{
    attrs::{self, DirectiveSource},
    ops::{OperationLikeExt, collect_nested, op_name},
};
use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{
        Attribute, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::FlatSymbolRefAttribute,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
        r#type::IntegerType,
    },
    pass::Pass,
};

static PASS_ID: PassId = PassId;

/// The registry record of the pass.
pub const PASS: PassInfo = PassInfo {
    argument: "omp-prof-events",
    summary: "Call the OpenACC profiling interface's runtime around the device constructs \
              (compute, data, enter/exit data, update, wait) with each directive's source \
              information",
    options: &[PassOption {
        name: "offload",
        kind: OptionKind::Bool,
        default: "false",
        help: "true: the data directives' maps go through acc2omp's offload runtime \
               (before convert-omp-to-gpu): they get events, the launches none; false (a \
               host build): compute constructs and their host launches, waits",
    }],
    create: |values| create_prof_events_pass(values.flag("offload")),
};

/// Creates the pass; it runs on a module.
pub fn create_prof_events_pass(offload: bool) -> Pass {
    external_pass(&PASS_ID, "OmpProfEvents", &PASS, move |op| {
        instrument(op, offload);
        Ok::<(), ()>(())
    })
}

/// Marks a construct whose enter and leave calls are made.
const DONE: &str = "acc2omp.prof";
/// Marks a compute construct whose launch calls are made.
const LAUNCHED: &str = "acc2omp.prof_launch";

/// `acc_construct_t` values.
mod construct {
    pub const PARALLEL: i64 = 0;
    pub const KERNELS: i64 = 1;
    pub const DATA: i64 = 3;
    pub const ENTER_DATA: i64 = 4;
    pub const EXIT_DATA: i64 = 5;
    pub const HOST_DATA: i64 = 6;
    pub const DECLARE: i64 = 8;
    pub const UPDATE: i64 = 12;
    pub const WAIT: i64 = 14;
    pub const SERIAL: i64 = 16;
}

/// What the runtime's enter and leave calls bracket.
const COMPUTE: i64 = 0;
const DATA_ENTRY: i64 = 1;
const DATA_EXIT: i64 = 2;
const ENTER_DATA: i64 = 3;
const EXIT_DATA: i64 = 4;
const UPDATE: i64 = 5;
const WAIT: i64 = 6;

/// The runtime's routines a `wait` directive becomes.
const WAIT_ROUTINES: [&str; 8] = [
    "acc_wait",
    "acc_wait_async",
    "acc_wait_all",
    "acc_wait_all_async",
    "acc_wait_device",
    "acc_wait_device_async",
    "acc_wait_all_device",
    "acc_wait_all_device_async",
];

/// Instruments every construct in `root` (a module).
pub fn instrument(root: OperationRef, offload: bool) {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let records = attrs::lowered_directives(&root);
    let main_file = root
        .attribute(attrs::MAIN_FILE)
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string());
    let waits: Vec<&DirectiveSource> = records
        .iter()
        .filter(|r| r.name.as_deref() == Some("wait"))
        .collect();
    let ops = collect_nested(root, |op| {
        matches!(
            op_name(&op).as_str(),
            "omp.target"
                | "omp.target_data"
                | "omp.target_enter_data"
                | "omp.target_exit_data"
                | "omp.target_update"
                | "llvm.call"
        )
    });
    let b = Calls {
        rewriter: &rewriter,
        context,
    };
    for op in ops {
        let name = op_name(&op);
        if name == "llvm.call" {
            if op.attribute(DONE).is_ok() || !calls_wait(op) {
                continue;
            }
            // A `wait` directive's call: at a `wait` directive's line.
            let Some((file, line)) = file_line(op) else {
                continue;
            };
            let Some(record) = waits.iter().find(|r| {
                main_file.as_deref() == Some(file.as_str()) && first_line(r) == Some(line)
            }) else {
                continue;
            };
            let info = b.describe(op, construct::WAIT, Some(record));
            b.around(op, info, WAIT);
            mark(op, DONE, context);
            continue;
        }
        let source = [attrs::KERNELS, attrs::KERNELS_PART, attrs::SRC]
            .iter()
            .find_map(|a| DirectiveSource::of(&op, a).map(|s| (*a, s)));
        let Some((attribute, source)) = source else {
            continue;
        };
        let record = records.iter().find(|r| r.directive == source.directive);
        let kernels = attribute != attrs::SRC;
        let directive = record.and_then(|r| r.name.clone()).unwrap_or_default();
        let kind = construct_kind(&name, &directive, kernels, &op);
        if kind == construct::HOST_DATA {
            continue;
        }
        let is_target = name == "omp.target";
        if !is_target && !offload {
            // A host build's maps do nothing.
            continue;
        }
        let info = || b.describe(op, kind, record);
        if op.attribute(DONE).is_err() {
            let info = info();
            match name.as_str() {
                "omp.target" => b.around(op, info, COMPUTE),
                "omp.target_data" => {
                    let Some((first, last)) = data_region(op) else {
                        continue;
                    };
                    b.call_before(op, &info, "__acc2omp_prof_enter", DATA_ENTRY);
                    b.call_before(first, &info, "__acc2omp_prof_leave", DATA_ENTRY);
                    b.call_before(last, &info, "__acc2omp_prof_enter", DATA_EXIT);
                    let Some(next) = op.next_in_block() else {
                        continue;
                    };
                    b.call_before(next, &info, "__acc2omp_prof_leave", DATA_EXIT);
                }
                "omp.target_enter_data" => b.around(op, info, ENTER_DATA),
                "omp.target_exit_data" => b.around(op, info, EXIT_DATA),
                _ => b.around(op, info, UPDATE),
            }
            mark(op, DONE, context);
        }
        if is_target && !offload && op.attribute(LAUNCHED).is_err() {
            b.launches(op, info());
            mark(op, LAUNCHED, context);
        }
    }
}

fn mark(op: OperationRef, name: &str, context: &Context) {
    // SAFETY: a live op; a discardable attribute changes no semantics.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_discardable_attribute(name, Attribute::unit(context));
}

fn calls_wait(call: OperationRef) -> bool {
    call.attribute("callee").is_ok_and(|c| {
        let text = c.to_string();
        WAIT_ROUTINES
            .iter()
            .any(|r| text.strip_prefix('@') == Some(r))
    })
}

fn first_line(record: &DirectiveSource) -> Option<usize> {
    record.lines.first().map(|l| l.0)
}

/// The file and line of an op's location (`loc("file":line:col)`, the
/// first such inside a name, fused or call-site location).
fn file_line(op: OperationRef) -> Option<(String, usize)> {
    let text = op.location().to_string();
    let mut rest = text.as_str();
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let close = after.find('"')?;
        let name = &after[..close];
        let tail = &after[close + 1..];
        if let Some(numbers) = tail.strip_prefix(':') {
            let line: String = numbers.chars().take_while(char::is_ascii_digit).collect();
            if let Ok(line) = line.parse() {
                return Some((name.to_string(), line));
            }
        }
        rest = tail;
    }
    None
}

/// The `acc_construct_t` of the directive `op` came from.
fn construct_kind(op_name: &str, directive: &str, kernels: bool, op: &OperationRef) -> i64 {
    if kernels || directive.starts_with("kernels") {
        return construct::KERNELS;
    }
    if directive.starts_with("serial") {
        return construct::SERIAL;
    }
    if directive.starts_with("parallel") {
        return construct::PARALLEL;
    }
    if directive == "host_data" {
        return construct::HOST_DATA;
    }
    if directive == "declare" || attrs::Flag::Declare.is_on(op) {
        return construct::DECLARE;
    }
    match op_name {
        "omp.target" => construct::PARALLEL,
        "omp.target_data" => construct::DATA,
        "omp.target_enter_data" => construct::ENTER_DATA,
        "omp.target_exit_data" => construct::EXIT_DATA,
        _ => construct::UPDATE,
    }
}

/// A data construct's first op and terminator (one block), where its
/// region's entry ends and its exit starts.
fn data_region<'c, 'a>(
    op: OperationRef<'c, 'a>,
) -> Option<(OperationRef<'c, 'a>, OperationRef<'c, 'a>)> {
    let region = op.region(0).ok()?;
    let block = region.first_block()?;
    if block.next_in_region().is_some() {
        return None;
    }
    Some((block.first_operation()?, block.terminator()?))
}

/// Builds the calls.
struct Calls<'r, 'c, 'x> {
    rewriter: &'r RewriterBase<'c, 'x>,
    context: &'c Context,
}

impl<'c> Calls<'_, 'c, '_> {
    fn i32_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    fn i64_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 64).into()
    }

    /// The constant that describes `op`'s directive (declared once per
    /// content); its symbol.
    fn describe(&self, op: OperationRef, kind: i64, record: Option<&DirectiveSource>) -> Info {
        let (file, line) = file_line(op).unwrap_or_default();
        let function = enclosing_function(op);
        let (function_name, function_line) = function.map_or((String::new(), 0), |f| {
            let name = f
                .attribute("sym_name")
                .map(|n| n.to_string().trim_matches('"').to_string())
                .unwrap_or_default();
            (name, file_line(f).map_or(0, |(_, line)| line))
        });
        let lines = record.map(|r| r.lines.as_slice()).unwrap_or_default();
        let (line, end_line) = lines.first().copied().unwrap_or((line, line));
        let (function_line, function_end) = lines.get(1).copied().unwrap_or((function_line, 0));
        let key = format!(
            "{kind}|{line}|{end_line}|{function_line}|{function_end}|{file}|{function_name}"
        );
        let symbol = format!("acc2omp.prof.{:016x}", fnv1a(&key));
        // The strings, then the constant (one module's text: MLIR verifies
        // the constant's references when it parses it).
        let mut text = String::new();
        let mut string = |name: &str| {
            if name.is_empty() {
                return None;
            }
            let symbol = format!("acc2omp.name.{}", hex(name));
            let escaped: String = name
                .bytes()
                .chain(std::iter::once(0))
                .map(|b| format!("\\{b:02X}"))
                .collect();
            text.push_str(&format!(
                "llvm.mlir.global internal constant @\"{symbol}\"(\"{escaped}\") {{addr_space = 0 : i32}}\n"
            ));
            Some(symbol)
        };
        let file_symbol = string(&file);
        let function_symbol = string(&function_name);
        const STRUCT: &str = "!llvm.struct<(i32, i32, i32, i32, i32, i32, ptr, ptr)>";
        let mut body = format!("  %s0 = llvm.mlir.undef : {STRUCT}\n");
        let numbers = [
            kind,
            line as i64,
            end_line as i64,
            function_line as i64,
            function_end as i64,
            0,
        ];
        for (index, number) in numbers.iter().enumerate() {
            body.push_str(&format!(
                "  %n{index} = llvm.mlir.constant({number} : i32) : i32\n  %s{next} = llvm.insertvalue %n{index}, %s{index}[{index}] : {STRUCT}\n",
                next = index + 1
            ));
        }
        for (index, pointer) in [file_symbol, function_symbol].iter().enumerate() {
            let field = 6 + index;
            match pointer {
                Some(symbol) => body.push_str(&format!(
                    "  %p{index} = llvm.mlir.addressof @\"{symbol}\" : !llvm.ptr\n"
                )),
                None => body.push_str(&format!("  %p{index} = llvm.mlir.zero : !llvm.ptr\n")),
            }
            body.push_str(&format!(
                "  %s{next} = llvm.insertvalue %p{index}, %s{field}[{field}] : {STRUCT}\n",
                next = field + 1
            ));
        }
        text.push_str(&format!(
            "llvm.mlir.global internal constant @\"{symbol}\"() {{addr_space = 0 : i32}} : {STRUCT} {{\n{body}  llvm.return %s8 : {STRUCT}\n}}"
        ));
        self.declare(op, &text);
        Info { symbol }
    }

    /// Declares the module-level ops of `text` that the module around
    /// `user` does not have yet (by symbol), before the op that holds
    /// `user`.
    fn declare(&self, user: OperationRef, text: &str) {
        let (Some(module), Some(parsed)) = (
            enclosing_module(user),
            melior::ir::Module::parse(self.context, text),
        ) else {
            crate::driver::internal_error(
                user.location(),
                &format!("the profiling interface's constants do not parse: {text}"),
            );
            return;
        };
        let Some(anchor) = top_level_ancestor(user, module) else {
            return;
        };
        let mut current = parsed.body().first_operation();
        while let Some(op) = current {
            let name = op
                .attribute("sym_name")
                .map(|n| n.to_string().trim_matches('"').to_string())
                .unwrap_or_default();
            if find_symbol(user, &name).is_none() {
                self.rewriter.set_insertion_point_before(anchor);
                self.rewriter.clone_op(op);
            }
            current = op.next_in_block();
        }
    }

    /// The constant's address before `before`.
    fn address<'a>(&self, before: OperationRef<'c, 'a>, info: &Info) -> Value<'c, 'a> {
        self.rewriter.set_insertion_point_before(before);
        let mut spec = OpSpec::new("llvm.mlir.addressof", before.location());
        spec.attributes = vec![(
            "global_name",
            FlatSymbolRefAttribute::new(self.context, &info.symbol).into(),
        )];
        spec.results = vec![melior::dialect::llvm::r#type::pointer(self.context, 0)];
        crate::ir::result(spec.insert(self.rewriter, self.context))
    }

    /// `routine(info, what)` before `before`.
    fn call_before(&self, before: OperationRef<'c, '_>, info: &Info, routine: &str, what: i64) {
        let address = self.address(before, info);
        self.rewriter.set_insertion_point_before(before);
        let what = constant(
            self.rewriter,
            self.context,
            self.i32_type(),
            what,
            before.location(),
        );
        call_external(
            self.rewriter,
            self.context,
            before,
            routine,
            "(!llvm.ptr, i32)",
            &[address, what],
            None,
        );
    }

    /// The enter call before `op`, the leave call after it.
    fn around(&self, op: OperationRef<'c, '_>, info: Info, what: i64) {
        self.call_before(op, &info, "__acc2omp_prof_enter", what);
        if let Some(next) = op.next_in_block() {
            self.call_before(next, &info, "__acc2omp_prof_leave", what);
        }
    }

    /// The launch calls around a host version of a compute construct.
    fn launches(&self, target: OperationRef<'c, '_>, info: Info) {
        let Some(next) = target.next_in_block() else {
            return;
        };
        let sizes = launch_sizes(target);
        for (before, end) in [(target, 0), (next, 1)] {
            let address = self.address(before, &info);
            self.rewriter.set_insertion_point_before(before);
            let location = before.location();
            let end = constant(self.rewriter, self.context, self.i32_type(), end, location);
            let mut operands = vec![address, end];
            for size in &sizes {
                let value = match size {
                    Size::Known(value) if value.r#type() == self.i64_type() => *value,
                    Size::Known(value) => {
                        let mut spec = OpSpec::new("arith.extsi", location);
                        spec.operands = vec![*value];
                        spec.results = vec![self.i64_type()];
                        crate::ir::result(spec.insert(self.rewriter, self.context))
                    }
                    Size::Constant(number) => constant(
                        self.rewriter,
                        self.context,
                        self.i64_type(),
                        *number,
                        location,
                    ),
                };
                operands.push(value);
            }
            call_external(
                self.rewriter,
                self.context,
                before,
                "__acc2omp_prof_launch",
                "(!llvm.ptr, i32, i64, i64, i64)",
                &operands,
                None,
            );
        }
    }
}

/// A directive's constant.
struct Info {
    symbol: String,
}

/// A launch's gangs, workers or vector lanes.
enum Size<'c, 'a> {
    /// A value of the host (before the construct).
    Known(Value<'c, 'a>),
    /// A constant (-1: not known).
    Constant(i64),
}

/// `omp.teams` operand groups (MLIR 22, ODS order): allocate, allocator,
/// if, num_teams lower, num_teams upper, private, reduction, thread_limit.
const TEAMS_NUM_TEAMS_UPPER: usize = 4;
/// `omp.parallel`'s: allocate, allocator, if, num_threads, private,
/// reduction.
const PARALLEL_NUM_THREADS: usize = 3;
/// `omp.target`'s host_eval group.
const TARGET_HOST_EVAL: usize = 5;

/// The gangs (`num_teams`), workers (`num_threads`) and vector lanes
/// (`simdlen`) a compute construct asks for, as values of the host before
/// it: a level the construct does not partition has one; a number the
/// construct leaves to the runtime is -1.
fn launch_sizes<'c, 'a>(target: OperationRef<'c, 'a>) -> [Size<'c, 'a>; 3] {
    let outside = |value: Value<'c, 'a>| -> Option<Value<'c, 'a>> {
        if let Ok(argument) = melior::ir::block::BlockArgument::try_from(value) {
            let owner = argument.owner().parent_operation()?;
            if owner == target {
                let sizes = target.segment_sizes().unwrap_or_default();
                if argument.argument_number() >= *sizes.get(TARGET_HOST_EVAL)? {
                    return None;
                }
                let start: usize = sizes[..TARGET_HOST_EVAL].iter().sum();
                return target.operand(start + argument.argument_number()).ok();
            }
            return (!acc2omp_dialects::ops::is_ancestor(target, owner)).then_some(value);
        }
        let definer = defining_op(value)?;
        (!acc2omp_dialects::ops::is_ancestor(target, definer)).then_some(value)
    };
    let operand = |op: OperationRef<'c, 'a>, group: usize| -> Option<Value<'c, 'a>> {
        let sizes = op.segment_sizes().unwrap_or_default();
        if sizes.get(group) != Some(&1) {
            return None;
        }
        let index: usize = sizes[..group].iter().sum();
        op.operand(index).ok()
    };
    let first = |name: &str| {
        collect_nested(target, |op| op_name(&op) == name)
            .first()
            .copied()
    };
    let gangs = match first("omp.teams") {
        None => Size::Constant(1),
        Some(teams) => operand(teams, TEAMS_NUM_TEAMS_UPPER)
            .and_then(outside)
            .map_or(Size::Constant(-1), Size::Known),
    };
    let workers = match first("omp.parallel") {
        None => Size::Constant(1),
        Some(parallel) => operand(parallel, PARALLEL_NUM_THREADS)
            .and_then(outside)
            .map_or(Size::Constant(-1), Size::Known),
    };
    let vector = match first("omp.simd") {
        None => Size::Constant(1),
        Some(simd) => simd
            .attribute("simdlen")
            .ok()
            .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
            .map_or(Size::Constant(-1), |n| Size::Constant(n.value())),
    };
    [gangs, workers, vector]
}

/// The function around `op`.
fn enclosing_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if matches!(op_name(&parent).as_str(), "func.func" | "llvm.func") {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

/// `text` as hexadecimal digits (a symbol name any text can have), as
/// `convert-omp-to-gpu` names its strings.
fn hex(text: &str) -> String {
    text.bytes().map(|b| format!("{b:02x}")).collect()
}

/// FNV-1a, 64 bits: a directive constant's name from its content.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
