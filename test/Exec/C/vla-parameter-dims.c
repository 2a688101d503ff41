// Variable-length array parameters with constant dimensions among the
// variable ones: clang lists every written dimension's size expression
// (innermost first), constant ones too. accc took the constant 8 of
// `double t[4][m][8]` for m (a wrong address for t[1][2][3]: element 83,
// not 43). Each function stores through its parameter; main prints which
// element of the buffer changed, as clang's program does.
// RUN: accc -w %s -o %t && %t | FileCheck %s
// RUN: clang-22 -w %s -o %t.clang && %t.clang | FileCheck %s
#include <stdio.h>
#include <string.h>

static double buf[4 * 3 * 8 * 2];

static int changed(void) {
  for (int i = 0; i < (int)(sizeof buf / sizeof buf[0]); i++)
    if (buf[i] != 0)
      return i;
  return -1;
}

typedef double row8[8];

void f1(int m, double t[4][m][8]) { t[1][2][3] = 7.0; }
void f2(int m, double t[][m][8]) { t[1][2][3] = 7.0; }
void f3(int m, double (*t)[m][8]) { t[1][2][3] = 7.0; }
void f4(int m, int k, double t[][m][k]) { t[1][2][3] = 7.0; }
void f5(int m, double t[][8][m]) { t[1][2][3] = 7.0; }
void f6(int m, double t[][2][m][8]) { t[1][1][2][3] = 7.0; }
void f7(int m, row8 t[][m]) { t[1][2][3] = 7.0; }
void f8(int m, int k, double t[m][k]) { t[2][3] = 7.0; }

int main(void) {
#define RUN(call)                                                              \
  do {                                                                         \
    memset(buf, 0, sizeof buf);                                                \
    call;                                                                      \
    printf(#call " %d\n", changed());                                          \
  } while (0)
  // CHECK: f1(3, (double(*)[3][8])buf) 43
  RUN(f1(3, (double(*)[3][8])buf));
  // CHECK: f2(3, (double(*)[3][8])buf) 43
  RUN(f2(3, (double(*)[3][8])buf));
  // CHECK: f3(3, (double(*)[3][8])buf) 43
  RUN(f3(3, (double(*)[3][8])buf));
  // CHECK: f4(3, 8, (double(*)[3][8])buf) 43
  RUN(f4(3, 8, (double(*)[3][8])buf));
  // CHECK: f5(3, (double(*)[8][3])buf) 33
  RUN(f5(3, (double(*)[8][3])buf));
  // CHECK: f6(3, (double(*)[2][3][8])buf) 91
  RUN(f6(3, (double(*)[2][3][8])buf));
  // CHECK: f7(3, (row8(*)[3])buf) 43
  RUN(f7(3, (row8(*)[3])buf));
  // CHECK: f8(3, 5, (double(*)[5])buf) 13
  RUN(f8(3, 5, (double(*)[5])buf));
  return 0;
}
