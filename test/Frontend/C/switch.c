// RUN: accc -emit-mlir=acc %s | FileCheck %s
// switch is a cf.switch on the promoted condition; a case without break
// falls through to the next case's block; break goes to the exit block.

// CHECK-LABEL: func.func @classify
int classify(int x) {
  int r = 0;
  // CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: cf.switch %[[X]] : i32, [
  // CHECK-NEXT: default: ^[[DEF:bb[0-9]+]],
  // CHECK-NEXT: 0: ^[[C0:bb[0-9]+]],
  // CHECK-NEXT: 1: ^[[C1:bb[0-9]+]],
  // Two labels on one statement share its block.
  // CHECK-NEXT: 2: ^[[C23:bb[0-9]+]],
  // CHECK-NEXT: 3: ^[[C23]],
  // case -1 (printed as its 32-bit pattern).
  // CHECK-NEXT: 4294967295: ^[[CM1:bb[0-9]+]],
  // CHECK-NEXT: 9: ^[[C9:bb[0-9]+]]
  // CHECK-NEXT: ]
  switch (x) {
  // case 0 falls through into case 1.
  // CHECK: ^[[C0]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[C1]]
  case 0:
    r += 1;
  // CHECK: ^[[C1]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[EXIT:bb[0-9]+]]
  case 1:
    r += 10;
    break;
  // CHECK: ^[[C23]]:
  // CHECK: llvm.store
  // CHECK: cf.br ^[[EXIT]]
  case 2:
  case 3:
    r = 100;
    break;
  // CHECK: ^[[CM1]]:
  // CHECK: return
  case -1:
    return -5;
  // default in the middle falls through into case 9.
  // CHECK: ^[[DEF]]:
  // CHECK: llvm.store
  // CHECK: cf.br ^[[C9]]
  default:
    r = 7;
  // CHECK: ^[[C9]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[EXIT]]
  case 9:
    r += 1000;
  }
  // CHECK: ^[[EXIT]]:
  return r;
}

// A char condition is promoted (sign-extended) to int; an unsigned
// condition's case values are its unsigned values. Without default,
// unmatched values go to the exit block.
// CHECK-LABEL: func.func @promoted
int promoted(char c, unsigned u) {
  // CHECK: %[[C:.*]] = arith.extsi %{{.*}} : i8 to i32
  // CHECK: cf.switch %[[C]] : i32, [
  // CHECK-NEXT: default: ^[[EXIT:bb[0-9]+]],
  // CHECK-NEXT: 97: ^
  // CHECK: ^[[EXIT]]:
  // CHECK-NEXT: llvm.load
  // CHECK-NEXT: cf.switch %{{.*}} : i32, [
  // CHECK-NEXT: default: ^
  // CHECK-NEXT: 4000000000: ^
  switch (c) {
  case 'a':
    return 1;
  }
  switch (u) {
  case 4000000000u:
    return 2;
  }
  return 0;
}

// In a loop, continue inside the switch goes to the loop's increment and
// break leaves the switch only.
// CHECK-LABEL: func.func @in_loop
int in_loop(int n) {
  int s = 0;
  // CHECK: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
  // CHECK: ^[[BODY]]:
  // CHECK: arith.remsi
  // CHECK: cf.switch %{{.*}} : i32, [
  // CHECK-NEXT: default: ^[[D:bb[0-9]+]],
  // CHECK-NEXT: 0: ^[[Z:bb[0-9]+]],
  // CHECK-NEXT: 1: ^[[O:bb[0-9]+]]
  // CHECK: ^[[Z]]:
  // CHECK-NEXT: cf.br ^[[NEXT:bb[0-9]+]]
  // CHECK: ^[[O]]:
  // CHECK: cf.br ^[[AFTER:bb[0-9]+]]
  // CHECK: ^[[D]]:
  // CHECK: cf.br ^[[AFTER]]
  // CHECK: ^[[AFTER]]:
  // CHECK: arith.addi
  // CHECK: cf.br ^[[NEXT]]
  // CHECK: ^[[NEXT]]:
  // CHECK: ^[[DONE]]:
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0:
      continue;
    case 1:
      s += 1;
      break;
    default:
      s += 10;
    }
    s += 100;
  }
  return s;
}
