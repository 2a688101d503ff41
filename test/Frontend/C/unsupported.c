// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// C constructs outside the supported subset are located errors, and the
// run fails. The lowering reports at most one error per function, so each
// function holds one construct.

// CHECK-NOT: internal error

// Bit-fields have no address: not in a data clause, not atomic.
struct bf { int a : 3; int b; };
void bit_field_clause(struct bf s) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:29: error: unsupported C construct: bit-field where an object with an address is needed (a clause, an atomic operation)
#pragma acc parallel copy(s.a)
  { s.a = 1; }
}
void bit_field_atomic(struct bf *s) {
#pragma acc parallel
  {
#pragma acc atomic update
    // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:8: error: unsupported C construct: bit-field where an object with an address is needed (a clause, an atomic operation)
    s->a++;
  }
}

// x86's long double has 10 bytes: no atomic access.
void long_double_atomic(long double *x) {
#pragma acc parallel
  {
#pragma acc atomic update
    // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:5: error: unsupported C construct: atomic operation on a 'long double' (its 10 bytes have no atomic access)
    *x += 1;
  }
}

void complex_type(void) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:24: error: unsupported C construct: 'long double _Complex'
  _Complex long double z = 1.0;
  (void)z;
}

// libclang does not show the type of `sizeof(type)`: a VLA type written
// there (not named by a typedef) has no length to compute.
unsigned long vla_type_sizeof(int n) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:10: error: unsupported C construct: 'sizeof' of a variable-length array type written in place
  return sizeof(double[n]);
}

// A VLA of several dimensions has no private copy (one of one dimension
// does: test/Exec/Validation/private_sections.c).
void vla_private(int n) {
  double a[n][n];
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:35: error: unsupported: a variable-length array of several dimensions in a 'private' clause (no single copy of a run-time length describes it)
#pragma acc parallel loop private(a)
  for (int i = 0; i < n; i++)
    a[0][0] = i;
}

void vla_default_none(int n) {
  double a[n];
#pragma acc parallel loop default(none)
  for (int i = 0; i < n; i++)
    // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:5: error: 'a' has no data clause on a construct with 'default(none)'
    a[i] = i;
}

int statement_expression_jump(int x) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:11: error: unsupported C construct: jump out of a statement expression, or a label in one
  x = 1 + ({ if (x) return 0; x; });
  return x;
}

void inline_asm(void) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:3: error: unsupported C construct: inline assembly
  __asm__("nop");
}

struct pt { int x, y; };

// GNU range designators repeat their value: Clang compiles constant ones
// only, and so does accc.
int next_value(void);
void range_non_constant(void) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:27: error: unsupported C construct: GNU range designator with a non-constant initializer
  int a[4] = {[0 ... 2] = next_value()};
  (void)a;
}

// A member overridden after an expression initialized its struct, in a
// constant (locals support it).
struct holder { struct pt p; };
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:34: error: unsupported C construct: designator overriding part of a subobject initialized by an expression, in a constant initializer
struct holder overriding = {.p = (struct pt){1, 2}, .p.x = 3};

struct flexible { int n; int items[]; };
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:34: error: unsupported C construct: initializer of a flexible array member
struct flexible with_items = {1, {2, 3}};

void computed_goto(void) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:13: error: unsupported C construct: address of a label (computed 'goto')
  void *t = &&target;
  goto *t;
target:;
}

// Duff's device: a case label inside a nested statement.
int nested_case(int x) {
  switch (x) {
  case 0:
    if (x) {
    // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:5: error: unsupported C construct: 'case' label nested in a statement of its 'switch'
    case 1:
      return 1;
    }
  }
  return 0;
}

int case_range(int x) {
  switch (x) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:3: error: unsupported C construct: 'case' range
  case 1 ... 3:
    return 1;
  }
  return 0;
}

void int128(void) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:12: error: unsupported C construct: 128-bit integer
  __int128 v = 0;
  (void)v;
}

// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:5: error: unsupported C construct: variadic function definition
int variadic(int n, ...) { return n; }

// libclang does not say which association _Generic selects: when several
// have its type, accc cannot tell.
int generic_ambiguous(int v) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:10: error: unsupported C construct: '_Generic' with several associations of the selected type (libclang does not say which one is selected)
  return _Generic(v, int: v + 1, default: 0);
}

int gnu_conditional(int x) {
  // CHECK: {{.*}}unsupported.c:[[@LINE+1]]:10: error: unsupported C construct: expression 'x?:5'
  return x ?: 5;
}

// CHECK-NOT: error:

