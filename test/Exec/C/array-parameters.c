// Arguments of parameters declared as arrays (`int w[]`, `double m[][4]`,
// `char s[8]`): the parameter is a pointer (C11 6.7.6.3p7), and libclang
// gives the argument's conversion the array type as written. A null pointer
// (`NULL`, `0`), a pointer, an array and a string each pass to such a
// parameter, in a direct call and through a function pointer. accc refused
// `g(0, NULL)` ("unsupported C construct: conversion").
// RUN: accc -w %s -o %t && %t | FileCheck %s
// RUN: clang-22 -w %s -o %t.clang && %t.clang | FileCheck %s
// CHECK: null -1 -1 pointer 6 array 6 rows 10 string 5 indirect -1 6
#include <stddef.h>
#include <stdio.h>
#include <string.h>

static int sum(int n, int w[]) {
  if (w == NULL)
    return -1;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += w[i];
  return s;
}

static double rows(int n, double m[][4]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += m[i][3];
  return s;
}

static int length(const char s[8]) { return s ? (int)strlen(s) : -1; }

int main(void) {
  int a[3] = {1, 2, 3};
  int *p = a;
  double m[2][4] = {{0, 0, 0, 4}, {0, 0, 0, 6}};
  int (*f)(int, int[]) = sum;
  printf("null %d %d pointer %d array %d rows %g string %d indirect %d %d\n", sum(3, NULL),
         sum(3, 0), sum(3, p), sum(3, a), rows(2, m), length("hello"), f(1, NULL), f(3, a));
  return 0;
}
