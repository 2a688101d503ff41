// RUN: accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// The text of directives as C programs write it: comments (a block comment
// between clauses, one that continues the line, a trailing // comment),
// macros (OpenACC 3.3 2.1: the tokens after '#pragma acc' are subject to
// macro replacement: object-like, function-like with #, ## and
// __VA_ARGS__, a macro that writes the directive's name), an empty macro
// before the associated statement, blanks after a standalone directive
// (its line ends there), a no-break space between clauses (whitespace to
// Clang), and directives in inactive preprocessor blocks.

#define N 64
#define GV gang vector
#define PL parallel loop
#define CLAUSES copyout(b[0:N]) reduction(+:s)
#define RED(op, v) reduction(op:v)
#define SECTION(x, n) x[0:n]
#define NG 4
#define CAT(a, b) a##b
#define ALL(...) copy(__VA_ARGS__)
#define EMPTY

// CHECK-LABEL: func.func @text
double text(double *a, double *b) {
  double s = 0, t = 0, u = 1;
  // The clauses a macro writes get their text in acc2omp.src, for the
  // source printer: the file spells only the macro (the two clauses of GV
  // have its range). Macros in clause arguments stay as written, unless a
  // macro wrote the argument (OpenMP's arguments are macro-replaced too).
  // CHECK: %[[A:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[ABOUNDS:.*]]) -> !llvm.ptr {acc2omp.src = array<i64: {{.*}}>, name = "SECTION(a,N)"}
  // CHECK: %[[B:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {acc2omp.src = array<i64: {{.*}}>, dataClause = #acc<data_clause acc_copyout>, name = "b[0:64]"}
  // CHECK: acc.parallel combined(loop) dataOperands(%[[A]], %[[B]], %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  // CHECK: acc.loop combined(parallel) gang vector
  // CHECK: acc2omp.src = {clause_text = ["gang", "vector", "copyin(SECTION(a,N))", "copyout(b[0:64])", "reduction(+: s)"], clauses = array<i64: [[GV:[0-9]+]], [[GVEND:[0-9]+]], [[GV]], [[GVEND]], {{.*}}>, directive = array<i64: {{.*}}>, name = "parallel loop", statement = array<i64: {{.*}}>}
  #pragma acc parallel loop GV /* a comment */ copyin(SECTION(a, N)) CLAUSES // trailing
  for (int i = 0; i < N; i++) {
    b[i] = 2 * a[i];
    s += a[i];
  }
  // The directive's name from a macro, clauses from macros with ## and
  // #, a comment that continues the line, and an empty macro before the
  // loop (it is not part of the directive).
  // CHECK: acc.parallel combined(loop) dataOperands({{.*}}) num_gangs({%{{.*}} : i32})
  // CHECK: acc2omp.src = {clause_text = ["num_gangs(NG)", "reduction(+: t)", "copyin(a[0:N])", "reduction(*: u)"]
  // CHECK-SAME: name = "parallel loop"
  #pragma acc PL CAT(num_, gangs)(NG) RED(+, t) \
      copyin(a[0:N]) /* a comment that
      continues the directive */ RED(*, u)
  EMPTY for (int i = 0; i < N; i++) {
    t += a[i];
    u *= 1.01;
  }
  // Blanks and a comment after standalone directives: the next line is
  // not part of them.
  // CHECK: acc.enter_data dataOperands({{.*}}) attributes {acc2omp.src = {clauses = array<i64: {{.*}}>, directive = array<i64: {{.*}}>}}
  // CHECK: acc.update dataOperands({{.*}}) attributes {acc2omp.src = {clauses = array<i64: {{.*}}>, directive = array<i64: {{.*}}>}}
  // CHECK: acc.exit_data dataOperands({{.*}}) attributes {acc2omp.src = {clauses = array<i64: {{.*}}>, directive = array<i64: {{.*}}>}}
  // CHECK: acc.wait attributes
  #pragma acc enter data copyin(a[0:N]) 
  #pragma acc update device(a[0:N])	
  #pragma acc exit data delete(a[0:N]) // done
  #pragma acc wait 
  // A variadic macro, and a no-break space between two clauses.
  // CHECK: acc.serial dataOperands({{.*}}) if(
  // CHECK: clause_text = ["copy(a[0:64], b[0:64])", "if(1)"]{{.*}}name = "serial"
  #pragma acc serial ALL(a[0:N], b[0:N]) if(1)
  {
    a[0] = s + t + u;
  }
  // Directives in inactive blocks are not compiled.
  // CHECK-NOT: acc.kernels
#if 0
  #pragma acc kernels bogus
  s = -1;
#endif
#ifndef _OPENACC
  #pragma acc kernels also bogus
  s = -2;
#endif
  // CHECK: return
  return s;
}
