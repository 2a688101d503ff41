// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Statements with break, continue, return or goto are cf blocks: a loop
// has a head (condition), body, next (increment) and exit block; continue
// branches to next, break to exit.

// CHECK-LABEL: func.func @break_continue
int break_continue(int n) {
  int s = 0;
  // CHECK: cf.br ^[[HEAD:bb[0-9]+]]
  // CHECK: ^[[HEAD]]:
  // CHECK: arith.cmpi slt
  // CHECK: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
  // CHECK: ^[[BODY]]:
  // CHECK: arith.cmpi eq
  // CHECK: cf.cond_br %{{.*}}, ^[[CONT:bb[0-9]+]], ^[[REST:bb[0-9]+]]
  // continue: to the increment.
  // CHECK: ^[[CONT]]:
  // CHECK-NEXT: cf.br ^[[NEXT:bb[0-9]+]]
  // CHECK: ^[[REST]]:
  // CHECK: arith.cmpi eq
  // CHECK: cf.cond_br %{{.*}}, ^[[BRK:bb[0-9]+]], ^[[ADD:bb[0-9]+]]
  // break: to the exit.
  // CHECK: ^[[BRK]]:
  // CHECK-NEXT: cf.br ^[[EXIT]]
  // CHECK: ^[[ADD]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[NEXT]]
  // The increment, then back to the head.
  // CHECK: ^[[NEXT]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[HEAD]]
  // CHECK: ^[[EXIT]]:
  for (int i = 0; i < n; i++) {
    if (i == 3)
      continue;
    if (i == 7)
      break;
    s += i;
  }
  return s;
}

// A do loop enters at its body; continue goes to the condition.
// CHECK-LABEL: func.func @do_continue
int do_continue(int n) {
  int k = 0;
  // CHECK: cf.br ^[[START:bb[0-9]+]]
  // CHECK: ^[[COND:bb[0-9]+]]:
  // CHECK: arith.cmpi slt
  // CHECK: cf.cond_br %{{.*}}, ^[[START]], ^[[EXIT:bb[0-9]+]]
  // CHECK: ^[[START]]:
  // CHECK: cf.cond_br %{{.*}}, ^[[C:bb[0-9]+]], ^{{bb[0-9]+}}
  // CHECK: ^[[C]]:
  // CHECK-NEXT: cf.br ^[[NEXT:bb[0-9]+]]
  // CHECK: ^[[NEXT]]:
  // CHECK-NEXT: cf.br ^[[COND]]
  // CHECK: ^[[EXIT]]:
  do {
    k++;
    if (k == 2)
      continue;
    if (k > n)
      break;
  } while (k < 10);
  return k;
}

// An early return ends its block with func.return.
// CHECK-LABEL: func.func @early(%arg0: i32) -> i32
int early(int x) {
  // CHECK: arith.cmpi slt
  // CHECK: cf.cond_br %{{.*}}, ^[[NEG:bb[0-9]+]], ^[[POS:bb[0-9]+]]
  // CHECK: ^[[NEG]]:
  // CHECK: %[[M:.*]] = arith.subi
  // CHECK-NEXT: return %[[M]] : i32
  // CHECK: ^[[POS]]:
  // CHECK: %[[D:.*]] = arith.muli
  // CHECK-NEXT: return %[[D]] : i32
  if (x < 0)
    return -1;
  return x * 2;
}

// goto and labels: each label starts a block; goto branches to it.
// CHECK-LABEL: func.func @gotos
int gotos(int n) {
  int i = 0, acc = 0;
  // CHECK: cf.br ^[[TOP:bb[0-9]+]]
  // CHECK: ^[[TOP]]:
  // CHECK: arith.cmpi sge
  // CHECK: cf.cond_br %{{.*}}, ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
  // CHECK: ^[[THEN]]:
  // CHECK-NEXT: cf.br ^[[DONE:bb[0-9]+]]
  // CHECK: ^[[ELSE]]:
  // CHECK: arith.addi
  // CHECK: arith.addi
  // CHECK: cf.br ^[[TOP]]
  // CHECK: ^[[DONE]]:
top:
  if (i >= n)
    goto done;
  acc += i;
  i++;
  goto top;
done:
  return acc;
}

// A return in a loop makes it cf; falling off the end returns zero.
// CHECK-LABEL: func.func @search
int search(int *a, int n, int key) {
  // CHECK-NOT: scf.while
  // CHECK: cf.cond_br
  // CHECK: arith.cmpi eq
  // CHECK: cf.cond_br %{{.*}}, ^[[FOUND:bb[0-9]+]],
  // CHECK: ^[[FOUND]]:
  // CHECK: return %{{.*}} : i32
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      return i;
  // CHECK: %[[Z:.*]] = llvm.mlir.zero : i32
  // CHECK-NEXT: return %[[Z]] : i32
}
