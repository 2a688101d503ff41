// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Reduction recipes: for each operator (+ * max min & | ^ && ||) and type
// (int, unsigned, float, double, and the min/max identities of long,
// unsigned long, short, unsigned char, signed char): the identity stored by
// init, and the combiner (signed/unsigned integer min/max, maxnumf/minnumf,
// && and || as (a != 0) op (b != 0)). Then the loop-level acc.reduction.

// CHECK-LABEL: acc.reduction.recipe @reduction_add_i32 : !llvm.ptr reduction_operator <add> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_mul_i32 : !llvm.ptr reduction_operator <mul> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_i32 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.maxsi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_i32 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 2147483647 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.minsi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_iand_i32 : !llvm.ptr reduction_operator <iand> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.andi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_ior_i32 : !llvm.ptr reduction_operator <ior> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.ori %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_xor_i32 : !llvm.ptr reduction_operator <xor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.xori %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_land_i32 : !llvm.ptr reduction_operator <land> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpi ne, %[[A]], %[[Z]] : i32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpi ne, %[[B]], %[[Z]] : i32
// CHECK-NEXT:    %[[L:.*]] = arith.andi %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.extui %[[L]] : i1 to i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_lor_i32 : !llvm.ptr reduction_operator <lor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpi ne, %[[A]], %[[Z]] : i32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpi ne, %[[B]], %[[Z]] : i32
// CHECK-NEXT:    %[[L:.*]] = arith.ori %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.extui %[[L]] : i1 to i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_add_ui32 : !llvm.ptr reduction_operator <add> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_mul_ui32 : !llvm.ptr reduction_operator <mul> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_ui32 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.maxui %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_ui32 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.minui %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_iand_ui32 : !llvm.ptr reduction_operator <iand> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.andi %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_ior_ui32 : !llvm.ptr reduction_operator <ior> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.ori %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_xor_ui32 : !llvm.ptr reduction_operator <xor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.xori %[[A]], %[[B]] : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_land_ui32 : !llvm.ptr reduction_operator <land> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpi ne, %[[A]], %[[Z]] : i32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpi ne, %[[B]], %[[Z]] : i32
// CHECK-NEXT:    %[[L:.*]] = arith.andi %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.extui %[[L]] : i1 to i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_lor_ui32 : !llvm.ptr reduction_operator <lor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpi ne, %[[A]], %[[Z]] : i32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpi ne, %[[B]], %[[Z]] : i32
// CHECK-NEXT:    %[[L:.*]] = arith.ori %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.extui %[[L]] : i1 to i32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_add_f32 : !llvm.ptr reduction_operator <add> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[C:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_mul_f32 : !llvm.ptr reduction_operator <mul> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[C:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_f32 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[C:.*]] = arith.maxnumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_f32 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[C:.*]] = arith.minnumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_land_f32 : !llvm.ptr reduction_operator <land> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpf une, %[[A]], %[[Z]] : f32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpf une, %[[B]], %[[Z]] : f32
// CHECK-NEXT:    %[[L:.*]] = arith.andi %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.uitofp %[[L]] : i1 to f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_lor_f32 : !llvm.ptr reduction_operator <lor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpf une, %[[A]], %[[Z]] : f32
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpf une, %[[B]], %[[Z]] : f32
// CHECK-NEXT:    %[[L:.*]] = arith.ori %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.uitofp %[[L]] : i1 to f32
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f32, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_add_f64 : !llvm.ptr reduction_operator <add> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[C:.*]] = arith.addf %[[A]], %[[B]] : f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_mul_f64 : !llvm.ptr reduction_operator <mul> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[C:.*]] = arith.mulf %[[A]], %[[B]] : f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_f64 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[C:.*]] = arith.maxnumf %[[A]], %[[B]] : f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_f64 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[C:.*]] = arith.minnumf %[[A]], %[[B]] : f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_land_f64 : !llvm.ptr reduction_operator <land> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpf une, %[[A]], %[[Z]] : f64
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpf une, %[[B]], %[[Z]] : f64
// CHECK-NEXT:    %[[L:.*]] = arith.andi %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.uitofp %[[L]] : i1 to f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_lor_f64 : !llvm.ptr reduction_operator <lor> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[TA:.*]] = arith.cmpf une, %[[A]], %[[Z]] : f64
// CHECK-NEXT:    %[[TB:.*]] = arith.cmpf une, %[[B]], %[[Z]] : f64
// CHECK-NEXT:    %[[L:.*]] = arith.ori %[[TA]], %[[TB]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.uitofp %[[L]] : i1 to f64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : f64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_i64 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[C:.*]] = arith.minsi %[[A]], %[[B]] : i64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_ui64 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[C:.*]] = arith.maxui %[[A]], %[[B]] : i64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_i16 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i16
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -32768 : i16
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i16, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i16
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i16
// CHECK-NEXT:    %[[C:.*]] = arith.maxsi %[[A]], %[[B]] : i16
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i16, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_ui8 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i8
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -1 : i8
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[C:.*]] = arith.minui %[[A]], %[[B]] : i8
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_i8 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i8
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -128 : i8
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[C:.*]] = arith.maxsi %[[A]], %[[B]] : i8
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_i64 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[C:.*]] = arith.maxsi %[[A]], %[[B]] : i64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_ui64 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT:    %[[ID:.*]] = arith.constant -1 : i64
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[C:.*]] = arith.minui %[[A]], %[[B]] : i64
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i64, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_i16 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i16
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 32767 : i16
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i16, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i16
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i16
// CHECK-NEXT:    %[[C:.*]] = arith.minsi %[[A]], %[[B]] : i16
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i16, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_max_ui8 : !llvm.ptr reduction_operator <max> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i8
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 0 : i8
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[C:.*]] = arith.maxui %[[A]], %[[B]] : i8
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr

// CHECK-LABEL: acc.reduction.recipe @reduction_min_i8 : !llvm.ptr reduction_operator <min> init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x i8
// CHECK-NEXT:    %[[ID:.*]] = arith.constant 127 : i8
// CHECK-NEXT:    llvm.store %[[ID]], %[[P]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[P]] : !llvm.ptr
// CHECK-NEXT:  } combiner {
// CHECK-NEXT:  ^bb0(%[[LHS:.*]]: !llvm.ptr, %[[RHS:.*]]: !llvm.ptr):
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[LHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[RHS]] : !llvm.ptr -> i8
// CHECK-NEXT:    %[[C:.*]] = arith.minsi %[[A]], %[[B]] : i8
// CHECK-NEXT:    llvm.store %[[C]], %[[LHS]] : i8, !llvm.ptr
// CHECK-NEXT:    acc.yield %[[LHS]] : !llvm.ptr
// On a combined construct the reduction variable gets an implicit
// copyin/copyout pair (acc_reduction); the acc.reduction inside the compute
// region refers to that copy and the body updates the reduction result.
// CHECK-LABEL: func.func @red_int(
// CHECK:         llvm.store %arg2, %[[S:[0-9]+]] : i32, !llvm.ptr
// CHECK:         %[[CP:.*]] = acc.copyin varPtr(%[[S]] : !llvm.ptr) varType(i32) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
// CHECK:         acc.parallel combined(loop) dataOperands(%[[CP]] : !llvm.ptr) {
// CHECK:           %[[R:.*]] = acc.reduction varPtr(%[[CP]] : !llvm.ptr) varType(i32) recipe(@reduction_add_i32) -> !llvm.ptr {{{.*}}name = "s"}
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) reduction(%[[R]] : !llvm.ptr) control(
// CHECK:             %[[OLD:.*]] = llvm.load %[[R]] : !llvm.ptr -> i32
// CHECK:             %[[NEW:.*]] = arith.addi %[[OLD]], %{{.*}} : i32
// CHECK:             llvm.store %[[NEW]], %[[R]] : i32, !llvm.ptr
// CHECK:             acc.yield
// CHECK:         acc.copyout accPtr(%[[CP]] : !llvm.ptr) to varPtr(%[[S]] : !llvm.ptr) varType(i32) {{{.*}}dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_mul_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_max_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_min_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_iand_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_ior_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_xor_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_land_i32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_lor_i32)
void red_int(int *a, int n, int s) {
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc parallel loop reduction(*:s)
  for (int i = 0; i < n; i++) s *= a[i];
#pragma acc parallel loop reduction(max:s)
  for (int i = 0; i < n; i++) s = s > a[i] ? s : a[i];
#pragma acc parallel loop reduction(min:s)
  for (int i = 0; i < n; i++) s = s < a[i] ? s : a[i];
#pragma acc parallel loop reduction(&:s)
  for (int i = 0; i < n; i++) s &= a[i];
#pragma acc parallel loop reduction(|:s)
  for (int i = 0; i < n; i++) s |= a[i];
#pragma acc parallel loop reduction(^:s)
  for (int i = 0; i < n; i++) s ^= a[i];
#pragma acc parallel loop reduction(&&:s)
  for (int i = 0; i < n; i++) s = s && a[i];
#pragma acc parallel loop reduction(||:s)
  for (int i = 0; i < n; i++) s = s || a[i];
}

// CHECK-LABEL: func.func @red_unsigned(
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_add_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_mul_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_max_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_min_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_iand_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_ior_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_xor_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_land_ui32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@reduction_lor_ui32)
void red_unsigned(unsigned *a, int n, unsigned s) {
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc parallel loop reduction(*:s)
  for (int i = 0; i < n; i++) s *= a[i];
#pragma acc parallel loop reduction(max:s)
  for (int i = 0; i < n; i++) s = s > a[i] ? s : a[i];
#pragma acc parallel loop reduction(min:s)
  for (int i = 0; i < n; i++) s = s < a[i] ? s : a[i];
#pragma acc parallel loop reduction(&:s)
  for (int i = 0; i < n; i++) s &= a[i];
#pragma acc parallel loop reduction(|:s)
  for (int i = 0; i < n; i++) s |= a[i];
#pragma acc parallel loop reduction(^:s)
  for (int i = 0; i < n; i++) s ^= a[i];
#pragma acc parallel loop reduction(&&:s)
  for (int i = 0; i < n; i++) s = s && a[i];
#pragma acc parallel loop reduction(||:s)
  for (int i = 0; i < n; i++) s = s || a[i];
}

// CHECK-LABEL: func.func @red_float(
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_add_f32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_mul_f32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_max_f32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_min_f32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_land_f32)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f32) recipe(@reduction_lor_f32)
void red_float(float *a, int n, float s) {
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc parallel loop reduction(*:s)
  for (int i = 0; i < n; i++) s *= a[i];
#pragma acc parallel loop reduction(max:s)
  for (int i = 0; i < n; i++) s = s > a[i] ? s : a[i];
#pragma acc parallel loop reduction(min:s)
  for (int i = 0; i < n; i++) s = s < a[i] ? s : a[i];
#pragma acc parallel loop reduction(&&:s)
  for (int i = 0; i < n; i++) s = s && a[i];
#pragma acc parallel loop reduction(||:s)
  for (int i = 0; i < n; i++) s = s || a[i];
}

// CHECK-LABEL: func.func @red_double(
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_add_f64)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_mul_f64)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_max_f64)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_min_f64)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_land_f64)
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_lor_f64)
void red_double(double *a, int n, double s) {
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc parallel loop reduction(*:s)
  for (int i = 0; i < n; i++) s *= a[i];
#pragma acc parallel loop reduction(max:s)
  for (int i = 0; i < n; i++) s = s > a[i] ? s : a[i];
#pragma acc parallel loop reduction(min:s)
  for (int i = 0; i < n; i++) s = s < a[i] ? s : a[i];
#pragma acc parallel loop reduction(&&:s)
  for (int i = 0; i < n; i++) s = s && a[i];
#pragma acc parallel loop reduction(||:s)
  for (int i = 0; i < n; i++) s = s || a[i];
}

// CHECK-LABEL: func.func @red_other(
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i64) recipe(@reduction_min_i64) -> !llvm.ptr {{{.*}}name = "sl"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i64) recipe(@reduction_max_ui64) -> !llvm.ptr {{{.*}}name = "ul"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i16) recipe(@reduction_max_i16) -> !llvm.ptr {{{.*}}name = "ss"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i8) recipe(@reduction_min_ui8) -> !llvm.ptr {{{.*}}name = "uc"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i8) recipe(@reduction_max_i8) -> !llvm.ptr {{{.*}}name = "sc"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i64) recipe(@reduction_max_i64) -> !llvm.ptr {{{.*}}name = "sl"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i64) recipe(@reduction_min_ui64) -> !llvm.ptr {{{.*}}name = "ul"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i16) recipe(@reduction_min_i16) -> !llvm.ptr {{{.*}}name = "ss"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i8) recipe(@reduction_max_ui8) -> !llvm.ptr {{{.*}}name = "uc"}
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(i8) recipe(@reduction_min_i8) -> !llvm.ptr {{{.*}}name = "sc"}
void red_other(int *a, int n, long sl, unsigned long ul, short ss, unsigned char uc, signed char sc) {
#pragma acc parallel loop reduction(min:sl) reduction(max:ul) reduction(max:ss) reduction(min:uc) reduction(max:sc)
  for (int i = 0; i < n; i++) { sl = a[i]; ul = a[i]; ss = a[i]; uc = a[i]; sc = a[i]; }
#pragma acc parallel loop reduction(max:sl) reduction(min:ul) reduction(min:ss) reduction(max:uc) reduction(min:sc)
  for (int i = 0; i < n; i++) { sl = a[i]; ul = a[i]; ss = a[i]; uc = a[i]; sc = a[i]; }
}

// A loop-level reduction inside a compute construct: acc.reduction inside the
// region, before the acc.loop, on the variable itself (no implicit copy).
// CHECK-LABEL: func.func @red_loop(
// CHECK:         llvm.store %arg2, %[[S:[0-9]+]] : f32, !llvm.ptr
// CHECK-NOT:     acc_reduction
// CHECK:         acc.parallel dataOperands(
// CHECK:           %[[R:.*]] = acc.reduction varPtr(%[[S]] : !llvm.ptr) varType(f32) recipe(@reduction_add_f32) -> !llvm.ptr {{{.*}}name = "s"}
// CHECK:           acc.loop gang private(%{{.*}} : !llvm.ptr) reduction(%[[R]] : !llvm.ptr) control(
// CHECK:             %[[OLD:.*]] = llvm.load %[[R]] : !llvm.ptr -> f32
// CHECK:             %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK:             llvm.store %[[NEW]], %[[R]] : f32, !llvm.ptr
// CHECK-NOT:     acc_reduction
// CHECK:         return
void red_loop(float *a, int n, float s) {
#pragma acc parallel copyin(a[0:n])
  {
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
  }
}
