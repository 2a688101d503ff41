//! The builder of one function's body: MLIR operations as text, in regions
//! and blocks, with fresh SSA names.
//!
//! Operations are appended to the current block of the innermost region.
//! An operation with regions is built inside out: [`Body::push_region`],
//! the region's operations, [`Body::pop_region`] (its text), then the
//! operation itself. Allocations go to the entry block of the innermost
//! *allocation scope* (the function, a compute construct, a loop body), so
//! that C locals are `llvm.alloca`s in an entry block and a variable
//! declared inside a construct is private to it.

use std::fmt::Write;

/// An SSA value: its name and MLIR type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub name: String,
    pub ty: String,
}

impl Value {
    pub fn new(name: impl Into<String>, ty: impl Into<String>) -> Self {
        Value {
            name: name.into(),
            ty: ty.into(),
        }
    }
}

#[derive(Default)]
struct Block {
    label: Option<String>,
    ops: Vec<String>,
    terminated: bool,
}

struct Region {
    blocks: Vec<Block>,
    current: usize,
    /// `Some` for an allocation scope: its allocations, placed first.
    allocas: Option<Vec<String>>,
    /// The scope's `arith.constant 1 : i64` (the count of its allocas).
    one: Option<String>,
    /// For a loop body: the name of the stack pointer saved before its
    /// allocations and restored at its end (each iteration frees them).
    stack: Option<String>,
}

/// One function body under construction.
pub struct Body {
    /// The location of the last operation (for branches that fall through).
    last_loc: String,
    next_value: usize,
    next_block: usize,
    regions: Vec<Region>,
}

impl Default for Body {
    fn default() -> Self {
        Body {
            last_loc: "loc(unknown)".into(),
            next_value: 0,
            next_block: 0,
            regions: vec![Region {
                blocks: vec![Block::default()],
                current: 0,
                allocas: Some(Vec::new()),
                one: None,
                stack: None,
            }],
        }
    }
}

impl Body {
    /// A fresh SSA name (`%N`).
    pub fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%{}", self.next_value)
    }

    fn region(&mut self) -> &mut Region {
        self.regions.last_mut().expect("a region is open")
    }

    fn block(&mut self) -> &mut Block {
        let region = self.region();
        let current = region.current;
        &mut region.blocks[current]
    }

    /// Appends an operation (text without results) with its location.
    pub fn op(&mut self, text: impl AsRef<str>, loc: &str) {
        if loc.is_empty() {
            let line = format!("{} {}", text.as_ref(), self.last_loc);
            self.block().ops.push(line);
            return;
        }
        self.last_loc = loc.to_string();
        let line = format!("{} {loc}", text.as_ref());
        self.block().ops.push(line);
    }

    /// Appends an operation with one result of type `ty`.
    pub fn value(&mut self, ty: &str, text: impl AsRef<str>, loc: &str) -> Value {
        let name = self.fresh();
        let line = format!("{name} = {} {loc}", text.as_ref());
        self.block().ops.push(line);
        Value::new(name, ty)
    }

    /// Appends a terminator; the block takes no more operations.
    pub fn terminate(&mut self, text: impl AsRef<str>, loc: &str) {
        self.op(text, loc);
        self.block().terminated = true;
    }

    /// Whether operations go to the function's own region (not to a
    /// region of an operation in it: an `scf.if`, a loop, a construct).
    pub fn at_function_level(&self) -> bool {
        self.regions.len() == 1
    }

    /// Whether the current block has its terminator.
    pub fn terminated(&self) -> bool {
        let region = self.regions.last().expect("a region is open");
        region.blocks[region.current].terminated
    }

    /// An `llvm.alloca` of one `ty` in the innermost allocation scope.
    pub fn alloca(&mut self, ty: &str, align: u64, loc: &str) -> Value {
        let name = self.fresh();
        let fresh_one = self.fresh();
        let region = self
            .regions
            .iter_mut()
            .rev()
            .find(|r| r.allocas.is_some())
            .expect("the function is an allocation scope");
        let one = region.one.get_or_insert(fresh_one.clone()).clone();
        let scope = region.allocas.as_mut().expect("an allocation scope");
        if one == fresh_one {
            scope.push(format!("{one} = arith.constant 1 : i64 {loc}"));
        }
        scope.push(format!(
            "{name} = llvm.alloca {one} x {ty} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr {loc}"
        ));
        Value::new(name, "!llvm.ptr")
    }

    /// An `llvm.alloca` of `count` (an `i64` value defined before the
    /// innermost allocation scope) `ty`s with that scope's allocations: a
    /// loop body's are made and freed in each iteration.
    pub fn scoped_alloca(&mut self, ty: &str, count: &str, align: u64, loc: &str) -> Value {
        let name = self.fresh();
        let scope = self
            .regions
            .iter_mut()
            .rev()
            .find_map(|r| r.allocas.as_mut())
            .expect("the function is an allocation scope");
        scope.push(format!(
            "{name} = llvm.alloca {count} x {ty} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr {loc}"
        ));
        Value::new(name, "!llvm.ptr")
    }

    /// An `llvm.alloca` of `count` (an `i64` value) `ty`s here, in the
    /// current block: a variable-length array, allocated where it is
    /// declared.
    pub fn dynamic_alloca(&mut self, ty: &str, count: &str, align: u64, loc: &str) -> Value {
        self.value(
            "!llvm.ptr",
            format!(
                "llvm.alloca {count} x {ty} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr"
            ),
            loc,
        )
    }

    /// Opens a region (an allocation scope if `scope`).
    pub fn push_region(&mut self, scope: bool) {
        self.regions.push(Region {
            blocks: vec![Block::default()],
            current: 0,
            allocas: scope.then(Vec::new),
            one: None,
            stack: None,
        });
    }

    /// Opens the body region of a loop: an allocation scope whose
    /// allocations are freed at the end of each iteration
    /// (`llvm.intr.stacksave`/`stackrestore`; without optimization an
    /// allocation per iteration would exhaust the stack).
    pub fn push_loop_region(&mut self) {
        let stack = self.fresh();
        self.push_region(true);
        self.region().stack = Some(stack);
    }

    /// Opens a region whose entry block has arguments (`%a: T, ...`).
    pub fn push_region_with_arguments(&mut self, arguments: &str) {
        self.push_region(false);
        let label = self.new_label();
        self.block().label = Some(format!("{label}({arguments})"));
    }

    /// Closes the innermost region and gives its text (`{ ... }`).
    pub fn pop_region(&mut self) -> String {
        let region = self.regions.pop().expect("a region is open");
        render(region)
    }

    /// A fresh block label (`^bbN`), not yet placed.
    pub fn new_label(&mut self) -> String {
        self.next_block += 1;
        format!("^bb{}", self.next_block)
    }

    /// Starts block `label` in the current region; operations go there. An
    /// unterminated current block falls through to it (`cf.br`).
    pub fn start_block(&mut self, label: &str) {
        if !self.terminated() {
            self.terminate(format!("cf.br {label}"), "");
        }
        let region = self.region();
        region.blocks.push(Block {
            label: Some(label.to_string()),
            ..Block::default()
        });
        region.current = region.blocks.len() - 1;
    }

    /// Starts a fresh unreachable block if the current one is terminated
    /// (for statements after a `return`, `break` or `goto`).
    pub fn ensure_open(&mut self) {
        if self.terminated() {
            let label = self.new_label();
            let region = self.region();
            region.blocks.push(Block {
                label: Some(label),
                ..Block::default()
            });
            region.current = region.blocks.len() - 1;
        }
    }

    /// The function's body (the outermost region).
    pub fn finish(mut self) -> String {
        let region = self.regions.remove(0);
        render(region)
    }
}

/// The `^bbN` labels an operation's text refers to.
fn referenced_labels(text: &str, into: &mut std::collections::HashSet<String>) {
    let mut rest = text;
    while let Some(at) = rest.find("^bb") {
        let tail = &rest[at + 3..];
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        into.insert(format!("^bb{}", &tail[..digits]));
        rest = &tail[digits..];
    }
}

fn render(region: Region) -> String {
    let mut text = String::from("{\n");
    let mut allocas = region.allocas.unwrap_or_default();
    let mut region = Region {
        allocas: None,
        ..region
    };
    if let Some(stack) = region.stack.take()
        && !allocas.is_empty()
    {
        let loc = allocas
            .first()
            .and_then(|line| line.rfind(" loc(").map(|at| line[at + 1..].to_string()))
            .unwrap_or_else(|| "loc(unknown)".into());
        allocas.insert(
            0,
            format!("{stack} = llvm.intr.stacksave : !llvm.ptr {loc}"),
        );
        // Before the terminator of the last block (a loop body has one).
        if let Some(block) = region.blocks.last_mut() {
            let at = block.ops.len().saturating_sub(1);
            block.ops.insert(
                at,
                format!("llvm.intr.stackrestore {stack} : !llvm.ptr {loc}"),
            );
        }
    }
    // Blocks nothing branches to (code after a `return`, `break` or
    // `goto`) are dropped: MLIR's conversions skip unreachable blocks and
    // would leave their operations unconverted.
    let blocks = region.blocks;
    let name = |block: &Block| -> String {
        block
            .label
            .as_deref()
            .unwrap_or("")
            .chars()
            .take_while(|c| *c != '(')
            .collect()
    };
    let mut reachable = vec![false; blocks.len()];
    let mut work = vec![0usize];
    while let Some(index) = work.pop() {
        if reachable[index] {
            continue;
        }
        reachable[index] = true;
        let mut successors = std::collections::HashSet::new();
        for op in &blocks[index].ops {
            referenced_labels(op, &mut successors);
        }
        for (other, block) in blocks.iter().enumerate() {
            if !reachable[other] && successors.contains(&name(block)) {
                work.push(other);
            }
        }
    }
    let blocks: Vec<Block> = blocks
        .into_iter()
        .zip(reachable)
        .filter_map(|(block, keep)| keep.then_some(block))
        .collect();
    for (index, block) in blocks.into_iter().enumerate() {
        if let Some(label) = &block.label {
            let _ = writeln!(text, "{label}:");
        }
        if index == 0 {
            for line in &allocas {
                let _ = writeln!(text, "  {line}");
            }
        }
        for line in &block.ops {
            let _ = writeln!(text, "  {line}");
        }
    }
    text.push('}');
    text
}
