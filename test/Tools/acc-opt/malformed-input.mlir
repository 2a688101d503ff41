// Bad input files give a located error and exit code 1, never a crash.
//
// RUN: not acc-opt %S/Inputs/binary.bin 2>&1 | FileCheck %s --check-prefix=BINARY
// BINARY: {{.*}}binary.bin:1:11: error: input is not UTF-8 text (is it a binary file?)
//
// RUN: not acc-opt %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: acc-opt: error: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
//
// RUN: not acc-opt %S/Inputs/truncated.mlir 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: {{.*}}truncated.mlir:4:24: error: expected SSA operand
//
// RUN: not acc-opt %S/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: {{.*}}unknown-op.mlir:3:3: error: custom op 'acc.parallell' is unknown
// UNKNOWN-NEXT: {{^}}  acc.parallell {
// UNKNOWN-NEXT: {{^}}  ^
//
// RUN: not acc-opt %S/Inputs/verifier-error.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: {{.*}}verifier-error.mlir:4:3: error: at least one of auto, independent, seq must be present
//
// The empty file is the empty module, as for mlir-opt.
// RUN: acc-opt %S/Inputs/empty.mlir | FileCheck %s --check-prefix=EMPTY
// EMPTY: module {
// EMPTY-NEXT: }
//
// RUN: not acc-opt %S/Inputs/truncated.mlir -o %t.out
// RUN: not test -e %t.out
//
// Input that crashes MLIR 22's own parser is caught before it gets there.
// RUN: not acc-opt %S/Inputs/missing-var-type.mlir 2>&1 | FileCheck %s --check-prefix=VARTYPE
// VARTYPE: {{.*}}missing-var-type.mlir:3:19: error: 'varType(...)' is required after 'varPtr(... : !llvm.ptr)' (an opaque pointer has no element type)
//
// A clause operand that is a block argument crashes MLIR 22's acc verifiers;
// it is caught before they run.
// RUN: not acc-opt %S/Inputs/block-argument-clause.mlir 2>&1 | FileCheck %s --check-prefix=BLOCKARG
// BLOCKARG: {{.*}}block-argument-clause.mlir:2:3: error: operand #0 of 'acc.parallel' is a block argument; it must be the result of a data clause, private, firstprivate, reduction or cache operation
//
// A dense array of a type that is not an integer or a float crashes MLIR
// 22's parser; an acc construct in the generic form with async operands
// but no device-type attribute crashes its verifier. Both are caught.
// RUN: not acc-opt %S/Inputs/index-dense-array.mlir 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: {{.*}}index-dense-array.mlir:5:21: error: a dense array's elements must be of an integer or floating-point type
// The same with whitespace between a keyword and its punctuation (a NUL
// byte is whitespace to MLIR's lexer).
// RUN: not acc-opt --split-input-file %S/Inputs/lexer-whitespace.mlir 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: {{.*}}lexer-whitespace.mlir:4:19: error: 'varType(...)' is required after 'varPtr(... : !llvm.ptr)' (an opaque pointer has no element type)
// SPACE: {{.*}}lexer-whitespace.mlir:8:32: error: a dense array's elements must be of an integer or floating-point type
// RUN: not acc-opt %S/Inputs/async-without-device-type.mlir 2>&1 | FileCheck %s --check-prefix=ASYNC
// ASYNC: {{.*}}async-without-device-type.mlir:3:3: error: 'acc.parallel' has operands in segment #0 but no 'asyncOperandsDeviceType' attribute (the generic form must give it)
//
// Non-ASCII text near an error (the checks before MLIR's parser used to
// slice inside a UTF-8 character and panic).
// RUN: not acc-opt %S/Inputs/non-ascii-parse-error.mlir 2>&1 | FileCheck %s --check-prefix=UTF8
// UTF8: {{.*}}non-ascii-parse-error.mlir:2:11: error: operation being parsed with an unregistered dialect
// RUN: not acc-opt %S/Inputs/non-ascii-error.mlir 2>&1 | FileCheck %s --check-prefix=UTF8-VARTYPE
// UTF8-VARTYPE: {{.*}}non-ascii-error.mlir:3:19: error: 'varType(...)' is required after 'varPtr(... : !llvm.ptr)'
