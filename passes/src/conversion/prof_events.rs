//! `omp-prof-events`: the calls of the OpenACC profiling interface's
//! events (OpenACC 3.3 chapter 5) around the device constructs that
//! OpenACC directives became. accc's lowering runs it; the `omp` IR that
//! `convert-acc-to-omp` produces, and the OpenMP C printed from it, keep
//! none (Clacc's source-to-source mode gives its tools no source
//! information either).
//!
//! Each directive gets a description in one table of the module (the
//! bytes of the runtime's `prof_events::Construct`: its `acc_construct_t`,
//! its lines (directive, end of its statement) and its function's (the
//! front end's record, [`attrs::DirectiveSource::lines`]), its file and
//! function names; one global: MLIR's OpenMP translation looks each source
//! location it makes up among the module's globals one by one, so a global
//! per directive made compile time grow with their square). Around each
//! construct, with the description's address:
//!
//! ```mlir
//! llvm.call @__acc2omp_prof_enter(%d, %what)   // its start event
//! omp.target_enter_data ...
//! llvm.call @__acc2omp_prof_leave(%d, %what)   // its end event
//! ```
//!
//! `what`: 0 a compute construct (`omp.target`; a `kernels` region: its data
//! region, or its parts from the first to the last, one construct), 1 and
//! 2 a data construct's entry and exit (`omp.target_data`: around its maps,
//! inside its region at the start and before the terminator), 3 `enter
//! data`, 4 `exit data`, 5 `update`, 6 a wait (a `wait` directive's call,
//! or a `wait` clause's, whose events are implicit and its directive's).
//! In a host build a compute construct's enter and leave are one call each
//! side with its launch's (`__acc2omp_prof_compute(%d, 0|1, gangs,
//! workers, vector)`: the host runs it right away). The runtime adds the
//! events only it sees: the data events of each map, the GPU's launches,
//! the device's initialization.
//!
//! Without `offload` (a host build) the data directives get nothing: their
//! maps do nothing on the host, which shares memory. With `offload` (before
//! `convert-omp-to-gpu`) no launch calls are made: the GPU's launches are
//! the runtime's, and the host version that `convert-omp-to-gpu` keeps
//! gets its launch calls (`__acc2omp_prof_launch`) from the host
//! pipeline's run of this pass, which adds only those to a construct
//! already done (`acc2omp.prof`).

use crate::{
    ir::{OpSpec, constant, defining_op},
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
        attribute::{FlatSymbolRefAttribute, TypeAttribute},
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
    let by_directive: std::collections::HashMap<(usize, usize), &DirectiveSource> =
        records.iter().map(|r| (r.directive, r)).collect();
    let by_line: std::collections::HashMap<usize, &DirectiveSource> = records
        .iter()
        .filter_map(|r| Some((first_line(r)?, r)))
        .collect();
    let main_file = root
        .attribute(attrs::MAIN_FILE)
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string());
    let ops = collect_nested(root, |op| {
        matches!(
            op_name(&op),
            "omp.target"
                | "omp.target_data"
                | "omp.target_enter_data"
                | "omp.target_exit_data"
                | "omp.target_update"
                | "llvm.call"
        )
    });
    let mut b = Calls::new(&rewriter, context, root);
    // A `kernels` region is one compute construct: its data region, or its
    // parts (a compute construct per loop nest, the code between nests),
    // by the kernels directive.
    let mut kernels: Vec<((usize, usize), Vec<OperationRef>)> = Vec::new();
    for op in &ops {
        let name = op_name(op);
        if name == "llvm.call" {
            continue;
        }
        let source = [attrs::KERNELS, attrs::KERNELS_PART, attrs::SRC]
            .iter()
            .find_map(|a| DirectiveSource::of(op, a));
        let Some(source) = source else {
            continue;
        };
        let record = by_directive.get(&source.directive).copied();
        let is_kernels = record
            .and_then(|r| r.name.as_deref())
            .is_some_and(|n| n.starts_with("kernels"))
            || DirectiveSource::of(op, attrs::KERNELS).is_some()
            || DirectiveSource::of(op, attrs::KERNELS_PART).is_some();
        if is_kernels && matches!(name, "omp.target" | "omp.target_data") {
            match kernels.iter_mut().find(|(d, _)| *d == source.directive) {
                Some((_, group)) => group.push(*op),
                None => kernels.push((source.directive, vec![*op])),
            }
        }
    }
    for (directive, group) in &kernels {
        if group.iter().any(|op| op.attribute(DONE).is_ok()) {
            continue;
        }
        let record = by_directive.get(directive).copied();
        let info = b.describe(group[0], construct::KERNELS, record);
        // The data region holds the parts; without one, the parts from the
        // first to the last (siblings), else each part.
        let data = group.iter().find(|op| op_name(*op) == "omp.target_data");
        let first = group[0];
        let last = group[group.len() - 1];
        match data {
            Some(data) => b.around(*data, &info, COMPUTE),
            None if group
                .iter()
                .all(|op| op.parent_operation() == first.parent_operation()) =>
            {
                b.bracket(first, last, &info, COMPUTE);
            }
            None => {
                for op in group {
                    b.around(*op, &info, COMPUTE);
                }
            }
        }
        for op in group {
            mark(*op, DONE, context);
        }
    }
    for op in ops {
        let name = op_name(&op);
        if name == "llvm.call" {
            if op.attribute(DONE).is_ok() || !calls_wait(op) {
                continue;
            }
            // A directive's call: at its line (a `wait` directive's own, or
            // the implicit wait of a `wait` clause).
            let Some((file, line)) = file_line(op) else {
                continue;
            };
            if main_file.as_deref() != Some(file.as_str()) {
                continue;
            }
            let Some(record) = by_line.get(&line).copied() else {
                continue;
            };
            let directive = record.name.as_deref().unwrap_or_default();
            let (kind, implicit) = if directive == "wait" {
                (construct::WAIT, false)
            } else {
                (construct_kind("", directive, false, &op), true)
            };
            let info = b.describe_with(op, kind, Some(record), implicit);
            b.around(op, &info, WAIT);
            mark(op, DONE, context);
            continue;
        }
        let source = [attrs::KERNELS, attrs::KERNELS_PART, attrs::SRC]
            .iter()
            .find_map(|a| DirectiveSource::of(&op, a).map(|s| (*a, s)));
        let Some((attribute, source)) = source else {
            continue;
        };
        let record = by_directive.get(&source.directive).copied();
        let kernels_part = attribute != attrs::SRC;
        let directive = record.and_then(|r| r.name.clone()).unwrap_or_default();
        let kind = construct_kind(name, &directive, kernels_part, &op);
        if kind == construct::HOST_DATA {
            continue;
        }
        let is_target = name == "omp.target";
        let done = op.attribute(DONE).is_ok();
        let launched = op.attribute(LAUNCHED).is_ok();
        if is_target && !offload && !launched {
            // A host build's construct: its events and its launch's in one
            // call each side; a construct already done (a GPU build's host
            // version, a kernels region's part): its launch's.
            let info = b.describe(op, kind, record);
            let routine = if done {
                "__acc2omp_prof_launch"
            } else {
                "__acc2omp_prof_compute"
            };
            b.launches(op, &info, routine);
            mark(op, DONE, context);
            mark(op, LAUNCHED, context);
        } else if !done && (is_target || offload) {
            // (A host build's data directives do nothing: its maps do
            // nothing on the host, which shares memory.)
            let info = b.describe(op, kind, record);
            match name {
                "omp.target" => b.around(op, &info, COMPUTE),
                "omp.target_data" => b.data(op, &info),
                "omp.target_enter_data" => b.around(op, &info, ENTER_DATA),
                "omp.target_exit_data" => b.around(op, &info, EXIT_DATA),
                _ => b.around(op, &info, UPDATE),
            }
            mark(op, DONE, context);
        }
    }
    b.finish();
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

/// The file and line of an op's location (the first file position of a
/// name, call-site or fused location).
fn file_line(op: OperationRef) -> Option<(String, usize)> {
    acc2omp_dialects::diagnostics::source_loc(op.location()).map(|l| (l.file, l.line))
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

/// Builds the calls, and the module-level declarations they need (one
/// text, parsed once at the end: [`Calls::finish`]).
struct Calls<'r, 'c, 'x> {
    rewriter: &'r RewriterBase<'c, 'x>,
    context: &'c Context,
    module: OperationRef<'c, 'r>,
    /// The module's symbols (its top-level ops' names).
    symbols: std::collections::HashSet<String>,
    /// The declarations to add, by symbol (in order), and their symbols.
    pending: Vec<(String, String)>,
    pending_symbols: std::collections::HashSet<String>,
    /// The run's table of directive descriptions (one global: the OpenMP
    /// translation looks each of its source locations up among the
    /// module's globals, one by one), its symbol, and each description's
    /// offset by content.
    table_bytes: Vec<u8>,
    table: String,
    offsets: std::collections::HashMap<Vec<u8>, usize>,
}

/// The runtime's entry points and their MLIR signatures.
const ROUTINES: [(&str, &str); 4] = [
    ("__acc2omp_prof_enter", "(!llvm.ptr, i32)"),
    ("__acc2omp_prof_leave", "(!llvm.ptr, i32)"),
    ("__acc2omp_prof_launch", "(!llvm.ptr, i32, i64, i64, i64)"),
    ("__acc2omp_prof_compute", "(!llvm.ptr, i32, i64, i64, i64)"),
];

impl<'r, 'c, 'x> Calls<'r, 'c, 'x> {
    fn new(
        rewriter: &'r RewriterBase<'c, 'x>,
        context: &'c Context,
        module: OperationRef<'c, 'r>,
    ) -> Self {
        let mut symbols = std::collections::HashSet::new();
        if let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) {
            let mut current = body.first_operation();
            while let Some(op) = current {
                if let Ok(name) = op.attribute("sym_name") {
                    symbols.insert(name.to_string().trim_matches('"').to_string());
                }
                current = op.next_in_block();
            }
        }
        // A name of its own (a GPU build runs the pass twice).
        let table = (0..)
            .map(|n| match n {
                0 => "acc2omp.prof.table".to_string(),
                n => format!("acc2omp.prof.table.{n}"),
            })
            .find(|name| !symbols.contains(name))
            .expect("an unused name");
        Calls {
            rewriter,
            context,
            module,
            symbols,
            pending: Vec::new(),
            pending_symbols: std::collections::HashSet::new(),
            table_bytes: Vec::new(),
            table,
            offsets: std::collections::HashMap::new(),
        }
    }

    fn i32_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    fn i64_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 64).into()
    }

    /// Adds the declaration `text` of `symbol` (once).
    fn declare(&mut self, symbol: String, text: String) {
        if self.pending_symbols.insert(symbol.clone()) {
            self.pending.push((symbol, text));
        }
    }

    /// The constant that describes `op`'s directive (declared once per
    /// content); its symbol.
    fn describe(&mut self, op: OperationRef, kind: i64, record: Option<&DirectiveSource>) -> Info {
        self.describe_with(op, kind, record, false)
    }

    /// [`Calls::describe`], for an implicit event (`implicit`: a `wait`
    /// clause's wait, whose directive is not a `wait`).
    fn describe_with(
        &mut self,
        op: OperationRef,
        kind: i64,
        record: Option<&DirectiveSource>,
        implicit: bool,
    ) -> Info {
        let (file, line) = file_line(op).unwrap_or_default();
        let lines = record.map(|r| r.lines.as_slice()).unwrap_or_default();
        let (line, end_line) = lines.first().copied().unwrap_or((line, line));
        // The function: the front end's record of the directive's (none for
        // a file-scope directive, whose ops are in a function of accc's),
        // else the op's enclosing function (a directive of a header).
        let (function_name, function_line, function_end) = match (record, lines.get(1)) {
            (Some(_), Some(&(start, end))) => (
                enclosing_function(op).map(symbol_name).unwrap_or_default(),
                start,
                end,
            ),
            (Some(_), None) => (String::new(), 0, 0),
            (None, _) => enclosing_function(op).map_or((String::new(), 0, 0), |f| {
                (symbol_name(f), file_line(f).map_or(0, |(_, line)| line), 0)
            }),
        };
        let flags = i64::from(implicit);
        // One string of bytes (the runtime's `prof_events::Construct`): six
        // little-endian i32, then the two names, each NUL-terminated.
        let mut bytes = Vec::new();
        for number in [
            kind,
            line as i64,
            end_line as i64,
            function_line as i64,
            function_end as i64,
            flags,
        ] {
            bytes.extend_from_slice(&(number as i32).to_le_bytes());
        }
        for name in [&file, &function_name] {
            bytes.extend_from_slice(name.as_bytes());
            bytes.push(0);
        }
        let offset = match self.offsets.get(&bytes) {
            Some(offset) => *offset,
            None => {
                let offset = self.table_bytes.len();
                self.table_bytes.extend_from_slice(&bytes);
                self.offsets.insert(bytes, offset);
                offset
            }
        };
        Info { offset }
    }

    /// Declares what the calls need and the module does not have yet: the
    /// runtime's entry points and the constants (one text, one parse: MLIR
    /// verifies a constant's references to its strings when it parses it,
    /// so the strings a run needs are in the text even where the module
    /// has them already).
    fn finish(&mut self) {
        if self.table_bytes.is_empty() {
            return;
        }
        let escaped: String = self
            .table_bytes
            .iter()
            .map(|b| format!("\\{b:02X}"))
            .collect();
        let table = self.table.clone();
        self.declare(
            table.clone(),
            format!(
                "llvm.mlir.global internal constant @\"{table}\"(\"{escaped}\") {{addr_space = 0 : i32}}"
            ),
        );
        for (name, signature) in ROUTINES {
            self.declare(
                name.to_string(),
                format!("llvm.func @{name}{signature} attributes {{sym_visibility = \"private\"}}"),
            );
        }
        let text: Vec<&str> = self.pending.iter().map(|(_, t)| t.as_str()).collect();
        let text = text.join("\n");
        let Some(parsed) = melior::ir::Module::parse(self.context, &text) else {
            crate::driver::internal_error(
                self.module.location(),
                &format!("the profiling interface's constants do not parse: {text}"),
            );
            return;
        };
        let Some(body) = self.module.region(0).ok().and_then(|r| r.first_block()) else {
            return;
        };
        // In order, before the module's first op.
        let anchor = body.first_operation();
        let mut current = parsed.body().first_operation();
        while let Some(op) = current {
            let name = symbol_name(op);
            if self.symbols.insert(name) {
                match anchor {
                    Some(first) => self.rewriter.set_insertion_point_before(first),
                    None => self.rewriter.set_insertion_point_to_end(body),
                }
                self.rewriter.clone_op(op);
            }
            current = op.next_in_block();
        }
    }

    /// The constant's address before `before`.
    fn address<'a>(&self, before: OperationRef<'c, 'a>, info: &Info) -> Value<'c, 'a> {
        self.rewriter.set_insertion_point_before(before);
        let pointer = melior::dialect::llvm::r#type::pointer(self.context, 0);
        let mut spec = OpSpec::new("llvm.mlir.addressof", before.location());
        spec.attributes = vec![(
            "global_name",
            FlatSymbolRefAttribute::new(self.context, &self.table).into(),
        )];
        spec.results = vec![pointer];
        let table = crate::ir::result(spec.insert(self.rewriter, self.context));
        let mut spec = OpSpec::new("llvm.getelementptr", before.location());
        spec.operands = vec![table];
        spec.attributes = vec![
            (
                "rawConstantIndices",
                Attribute::parse(self.context, &format!("array<i32: {}>", info.offset))
                    .expect("built here: valid attribute"),
            ),
            (
                "elem_type",
                TypeAttribute::new(IntegerType::new(self.context, 8).into()).into(),
            ),
        ];
        spec.results = vec![pointer];
        crate::ir::result(spec.insert(self.rewriter, self.context))
    }

    /// `llvm.call @routine(operands)` (no result) before `before`.
    fn call<'a>(&self, before: OperationRef<'c, 'a>, routine: &str, operands: &[Value<'c, 'a>]) {
        self.rewriter.set_insertion_point_before(before);
        let attribute =
            |text: &str| Attribute::parse(self.context, text).expect("built here: valid attribute");
        let mut call = OpSpec::new("llvm.call", before.location());
        call.operands = operands.to_vec();
        call.attributes = vec![
            ("callee", attribute(&format!("@{routine}"))),
            (
                "operandSegmentSizes",
                attribute(&format!("array<i32: {}, 0>", operands.len())),
            ),
            ("op_bundle_sizes", attribute("array<i32>")),
        ];
        call.insert(self.rewriter, self.context);
    }

    /// `routine(address, what)` before `before`.
    fn call_with<'a>(
        &self,
        before: OperationRef<'c, 'a>,
        address: Value<'c, 'a>,
        routine: &str,
        what: i64,
    ) {
        self.rewriter.set_insertion_point_before(before);
        let what = constant(
            self.rewriter,
            self.context,
            self.i32_type(),
            what,
            before.location(),
        );
        self.call(before, routine, &[address, what]);
    }

    /// The enter call before `first` and the leave call after `last` (one
    /// op, or the first and last of ops of one block), the constant's
    /// address computed once.
    fn bracket(
        &self,
        first: OperationRef<'c, '_>,
        last: OperationRef<'c, '_>,
        info: &Info,
        what: i64,
    ) {
        let address = self.address(first, info);
        self.call_with(first, address, "__acc2omp_prof_enter", what);
        if let Some(next) = last.next_in_block() {
            self.call_with(next, address, "__acc2omp_prof_leave", what);
        }
    }

    /// The enter call before `op`, the leave call after it.
    fn around(&self, op: OperationRef<'c, '_>, info: &Info, what: i64) {
        self.bracket(op, op, info, what);
    }

    /// A data construct's entry (around its maps: before it and at the
    /// start of its region) and exit (before its region's end and after
    /// it).
    fn data(&self, op: OperationRef<'c, '_>, info: &Info) {
        let Some((first, last)) = data_region(op) else {
            return;
        };
        let address = self.address(op, info);
        self.call_with(op, address, "__acc2omp_prof_enter", DATA_ENTRY);
        self.call_with(first, address, "__acc2omp_prof_leave", DATA_ENTRY);
        self.call_with(last, address, "__acc2omp_prof_enter", DATA_EXIT);
        if let Some(next) = op.next_in_block() {
            self.call_with(next, address, "__acc2omp_prof_leave", DATA_EXIT);
        }
    }

    /// `routine(info, 0, sizes)` before a host version of a compute
    /// construct and `routine(info, 1, sizes)` after it: its launch
    /// (`__acc2omp_prof_launch`), or in a host build the construct and its
    /// launch (`__acc2omp_prof_compute`).
    fn launches(&self, target: OperationRef<'c, '_>, info: &Info, routine: &str) {
        let Some(next) = target.next_in_block() else {
            return;
        };
        let address = self.address(target, info);
        self.rewriter.set_insertion_point_before(target);
        let location = target.location();
        let mut sizes = Vec::new();
        for size in launch_sizes(target) {
            sizes.push(match size {
                Size::Known(value) if value.r#type() == self.i64_type() => value,
                Size::Known(value) => {
                    let mut spec = OpSpec::new("arith.extsi", location);
                    spec.operands = vec![value];
                    spec.results = vec![self.i64_type()];
                    crate::ir::result(spec.insert(self.rewriter, self.context))
                }
                Size::Constant(number) => constant(
                    self.rewriter,
                    self.context,
                    self.i64_type(),
                    number,
                    location,
                ),
            });
        }
        for (before, end) in [(target, 0), (next, 1)] {
            self.rewriter.set_insertion_point_before(before);
            let end = constant(self.rewriter, self.context, self.i32_type(), end, location);
            let mut operands = vec![address, end];
            operands.extend(&sizes);
            self.call(before, routine, &operands);
        }
    }
}

/// A top-level op's symbol (`sym_name`), or empty.
fn symbol_name(op: OperationRef) -> String {
    op.attribute("sym_name")
        .map(|n| n.to_string().trim_matches('"').to_string())
        .unwrap_or_default()
}

/// A directive's constant.
struct Info {
    /// Its offset in the run's table.
    offset: usize,
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
    crate::ir::nearest_ancestor(op, &["func.func", "llvm.func"])
}
