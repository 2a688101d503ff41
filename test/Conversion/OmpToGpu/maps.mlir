// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file | FileCheck %s
// The host side of offload: maps become calls of the runtime's present table.

// `if` on data directives: the calls run only when the condition holds
// (enter and exit of a data region under the same condition).
// CHECK-LABEL: func.func @conditional(
// CHECK-SAME:      %[[A:[^:]*]]: !llvm.ptr, %[[C:[^:]*]]: i1)
// CHECK:         scf.if %[[C]] {
// CHECK:           llvm.call @__acc2omp_update(%[[A]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         }
// CHECK:         scf.if %[[C]] {
// CHECK:           llvm.call @__acc2omp_map_enter(%[[A]],
// CHECK:         }
// CHECK:         llvm.call @use(%[[A]])
// CHECK:         scf.if %[[C]] {
// CHECK:           llvm.call @__acc2omp_map_exit(%[[A]],
// CHECK:         }
// CHECK-NOT:     omp.target
llvm.func @use(!llvm.ptr)
func.func @conditional(%a: !llvm.ptr, %c: i1) {
  %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_update if(%c) map_entries(%m : !llvm.ptr)
  %d = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_data if(%c) map_entries(%d : !llvm.ptr) {
    llvm.call @use(%a) : (!llvm.ptr) -> ()
    omp.terminator
  }
  return
}

// -----

// A section of several dimensions (bounds innermost first, strides in
// elements): the range from its first element (the sum of lower bound times
// stride) to its last, checked for gaps when the program runs.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME:      %[[A:[^:]*]]: !llvm.ptr,
// Inner dimension: 0..7, stride 1; outer: 1..n-1, stride 8.
// CHECK:         %[[F0:.*]] = arith.muli %c0_i64, %c1_i64 : i64
// CHECK:         %[[FIRST0:.*]] = arith.addi %{{.*}}, %[[F0]] : i64
// CHECK:         %[[F1:.*]] = arith.muli %c1_i64, %c8_i64 : i64
// CHECK:         %[[T1:.*]] = arith.muli %[[LAST:.*]], %c8_i64 : i64
// CHECK:         %[[FIRST:.*]] = arith.addi %[[FIRST0]], %[[F1]] : i64
// CHECK:         %[[COUNT:.*]] = arith.muli
// CHECK:         %[[SPAN:.*]] = arith.addi
// CHECK:         %[[START:.*]] = llvm.getelementptr %[[A]][%[[FIRST]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK:         %[[BYTES:.*]] = arith.muli %[[SPAN]], %{{.*}} : i64
// CHECK:         llvm.call @__acc2omp_section_check(%[[SPAN]], %[[COUNT]], %{{.*}})
// CHECK:         llvm.call @__acc2omp_map_enter(%[[START]], %[[BYTES]],
func.func @rows(%a: !llvm.ptr, %n: i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %seven = arith.constant 7 : i64
  %eight = arith.constant 8 : i64
  %last = arith.subi %n, %one : i64
  %inner = omp.map.bounds lower_bound(%z : i64) upper_bound(%seven : i64) extent(%eight : i64) stride(%one : i64) start_idx(%z : i64)
  %outer = omp.map.bounds lower_bound(%one : i64) upper_bound(%last : i64) extent(%last : i64) stride(%eight : i64) start_idx(%z : i64)
  %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(to) capture(ByRef) bounds(%inner, %outer) -> !llvm.ptr {name = "a[1:n-1][0:8]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

// A variable global a region uses in place gets an implicit map
// (ompx_hold|to|from = 8195: present data is used where it is), its uses
// the map's device address; a constant global stays (outlining copies it
// into the kernels' module).
llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
  %0 = llvm.mlir.zero : !llvm.array<4 x i32>
  llvm.return %0 : !llvm.array<4 x i32>
}
llvm.mlir.global private constant @limit(7 : i32) {addr_space = 0 : i32} : i32
// CHECK-LABEL: func.func @globals(
// CHECK:         %[[HOST:.*]] = llvm.mlir.addressof @table : !llvm.ptr
// CHECK:         %[[FLAGS:.*]] = arith.constant 8195 : i64
// CHECK:         %[[DEV:.*]] = llvm.call @__acc2omp_map_enter(%[[HOST]], %{{.*}}, %[[FLAGS]], %{{.*}})
// CHECK:         %[[BASE:.*]] = llvm.getelementptr %[[DEV]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK:         %[[MAP:.*]] = omp.map.info var_ptr(%[[BASE]] : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "table"}
// CHECK:         gpu.launch
// CHECK:           %[[LIMIT:.*]] = llvm.mlir.addressof @limit : !llvm.ptr
// CHECK:           %[[V:.*]] = llvm.load %[[LIMIT]] : !llvm.ptr -> i32
// CHECK:           llvm.store %[[V]], %[[BASE]] : i32, !llvm.ptr
// CHECK:         omp.target map_entries(%[[MAP]] -> %[[ARG:.*]] : !llvm.ptr) {
// CHECK-NOT:       llvm.mlir.addressof @table
// CHECK:           llvm.store %{{.*}}, %[[ARG]] : i32, !llvm.ptr
// CHECK:         llvm.call @__acc2omp_map_exit(%[[HOST]], %{{.*}}, %{{.*}}, %{{.*}})
func.func @globals() {
  omp.target {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %l = llvm.mlir.addressof @limit : !llvm.ptr
    %v = llvm.load %l : !llvm.ptr -> i32
    llvm.store %v, %t : i32, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// A pointer variable mapped by value and not copied back (firstprivate)
// is the device address of the data it points to, and so is one copied
// implicitly (a pointer in `kernels`) or visible in an enclosing data
// clause; one in an explicit `copy(p)` is the data itself, copied as it is
// and back.
// CHECK-LABEL: func.func @pointers(
// CHECK-SAME:      %[[P:[^:]*]]: !llvm.ptr, %[[Q:[^:]*]]: !llvm.ptr, %[[R:[^:]*]]: !llvm.ptr)
// CHECK:         %[[PV:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.call @__acc2omp_device_address(%[[PV]])
// CHECK-NOT:     llvm.load %[[Q]] : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.call @__acc2omp_map_enter(%[[Q]],
// CHECK:         %[[RV:.*]] = llvm.load %[[R]] : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.call @__acc2omp_device_address(%[[RV]])
func.func @pointers(%p: !llvm.ptr, %q: !llvm.ptr, %r: !llvm.ptr) {
  %mp = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  %mq = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "q"}
  %mr = omp.map.info var_ptr(%r : !llvm.ptr, !llvm.ptr) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {acc2omp.implicit, name = "r"}
  omp.target map_entries(%mp -> %ap, %mq -> %aq, %mr -> %ar : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %v = llvm.load %ap : !llvm.ptr -> !llvm.ptr
    llvm.store %v, %aq : !llvm.ptr, !llvm.ptr
    llvm.store %v, %ar : !llvm.ptr, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// A section reached through a pointer loaded from memory (`v.data[0:n]`):
// attached to that pointer once every map has entered (acc_attach: where
// the pointer is present, its device copy gets the section's device
// address), detached before any exit.
// CHECK-LABEL: func.func @member_section(
// CHECK-SAME:      %[[V:[^:]*]]: !llvm.ptr
// CHECK:         %[[FIELD:.*]] = llvm.getelementptr %[[V]][0, 1]
// CHECK:         llvm.call @__acc2omp_map_enter(%[[V]],
// CHECK:         llvm.call @__acc2omp_map_enter(
// CHECK:         llvm.call @acc_attach(%[[FIELD]]) : (!llvm.ptr) -> ()
// CHECK:         llvm.call @acc_detach(%[[FIELD]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.call @__acc2omp_map_exit(
// CHECK:         llvm.call @__acc2omp_map_exit(%[[V]],
func.func @member_section(%v: !llvm.ptr, %n: i64) {
  %field = llvm.getelementptr %v[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
  %data = llvm.load %field : !llvm.ptr -> !llvm.ptr
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %last = arith.subi %n, %one : i64
  %b = omp.map.bounds lower_bound(%z : i64) upper_bound(%last : i64) extent(%n : i64) stride(%one : i64) start_idx(%z : i64)
  %mv = omp.map.info var_ptr(%v : !llvm.ptr, !llvm.struct<(i32, ptr)>) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "v"}
  %md = omp.map.info var_ptr(%data : !llvm.ptr, f64) map_clauses(ompx_hold, to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "v.data[0:n]"}
  omp.target map_entries(%mv -> %pv, %md -> %pd : !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  return
}
