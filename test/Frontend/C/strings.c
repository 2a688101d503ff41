// RUN: accc -emit-mlir=acc %s | FileCheck %s
// String literals: private constant globals with their NUL, one per
// distinct contents, escapes decoded, adjacent literals concatenated.

// CHECK-DAG: llvm.mlir.global private constant @[[HELLO:str\.[0-9]+]]("hello\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[ESC:str\.[0-9]+]]("tab\09q\22uote\22 back\\slash\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @[[CAT:str\.[0-9]+]]("concat\00")
// An embedded NUL is kept; the literal still ends with its own NUL.
// CHECK-DAG: llvm.mlir.global private constant @[[EMB:str\.[0-9]+]]("emb\00ed\00")
// CHECK-DAG: llvm.mlir.global private constant @[[XYZ:str\.[0-9]+]]("xyz\00")
// Octal, hexadecimal and universal character names (UTF-8).
// CHECK-DAG: llvm.mlir.global private constant @[[CODES:str\.[0-9]+]]("AB\C3\A9\00")
// CHECK-DAG: llvm.mlir.global private constant @[[FMT:str\.[0-9]+]]("%s\0A\00")
// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: func.func @first() -> !llvm.ptr
// CHECK: %[[P:.*]] = llvm.mlir.addressof @[[HELLO]] : !llvm.ptr
// CHECK: return %[[P]] : !llvm.ptr
const char *first(void) { return "hello"; }

// The same contents share the global.
// CHECK-LABEL: func.func @second
// CHECK: llvm.mlir.addressof @[[HELLO]] : !llvm.ptr
const char *second(void) { return "hello"; }

// CHECK-LABEL: func.func @escapes
// CHECK: llvm.mlir.addressof @[[ESC]]
const char *escapes(void) { return "tab\tq\"uote\" back\\slash\n"; }

// CHECK-LABEL: func.func @concatenated
// CHECK: llvm.mlir.addressof @[[CAT]]
const char *concatenated(void) { return "con" "cat"; }

// CHECK-LABEL: func.func @embedded
// CHECK: llvm.mlir.addressof @[[EMB]]
const char *embedded(void) { return "emb\0ed"; }

// CHECK-LABEL: func.func @codes
// CHECK: llvm.mlir.addressof @[[CODES]]
const char *codes(void) { return "\x41\102\u00e9"; }

// Subscripting a literal: a GEP over i8 from its address.
// CHECK-LABEL: func.func @subscript() -> (i8 {llvm.signext})
// CHECK: %[[S:.*]] = llvm.mlir.addressof @[[XYZ]] : !llvm.ptr
// CHECK: %[[E:.*]] = llvm.getelementptr %[[S]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.load %[[E]] : !llvm.ptr -> i8
char subscript(void) { return "xyz"[1]; }

// sizeof a literal counts its NUL.
// CHECK-LABEL: func.func @size() -> i64
// CHECK: %[[N:.*]] = arith.constant 5 : i64
// CHECK: return %[[N]]
unsigned long size(void) { return sizeof("abcd"); }

// A char array initialized from a literal holds a copy (no global).
// CHECK-LABEL: func.func @copy
// CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i8>
// CHECK: %[[C:.*]] = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
// CHECK: llvm.store %[[C]], %[[A]] : !llvm.array<4 x i8>, !llvm.ptr
// CHECK-NOT: llvm.mlir.addressof
// CHECK: return
char copy(void) {
  char a[] = "abc";
  a[0] = 'A';
  return a[0];
}

// CHECK-LABEL: func.func @print
// CHECK: %[[F:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr
// CHECK: %[[H:.*]] = llvm.mlir.addressof @[[HELLO]] : !llvm.ptr
// CHECK: llvm.call @printf(%[[F]], %[[H]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
int printf(const char *, ...);
void print(void) { printf("%s\n", "hello"); }
