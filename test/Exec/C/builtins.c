// Clang builtins programs write by name: the C library's functions with the
// `__builtin_` prefix (GCC's and the OpenACC V&V suites' tests call
// `__builtin_abort`; they were "unsupported C construct: builtin"), called
// as clang calls them (the library function, the builtin's prototype:
// `__builtin_printf` is variadic); `__builtin_trap` (LLVM's trap),
// `__builtin_unreachable` (a hint: nothing), and the bit counts
// (`popcount`, `clz`, `ctz` of `int`, `long`, `long long`: LLVM's
// intrinsics). The output is clang's.
//
// RUN: accc -O1 %s -o %t && %t > %t.out; test $? = 0
// RUN: clang -O1 -w %s -o %t.clang && %t.clang | cmp - %t.out
// RUN: FileCheck %s < %t.out
// RUN: not --crash %t 1 2 3 4 5
// RUN: not --crash %t 1 2 3 4 5 6
// CHECK: 9 4 16 4 23 40 24 0
// CHECK-NEXT: n=1 on 100
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  unsigned x = 0xF0F0u + argc;
  unsigned long y = 1ul << 40;
  long long z = -1;
  __builtin_printf("%d %d %d %d %d %d %d %d\n", __builtin_popcount(x),
                   __builtin_popcountll(y | 7), __builtin_clz(x), __builtin_ctz(x & ~1u),
                   __builtin_clzl(y), __builtin_ctzll(y), __builtin_clzll(z >> 42 & 0xFFFFFFFFFFull) + __builtin_popcountl(0),
                   __builtin_ctzl(1));
  if (argc == 6)
    __builtin_abort();
  if (argc == 7)
    __builtin_trap();
  if (argc > 7)
    __builtin_unreachable();
  char buf[32];
  int sum = 0;
  int *values = __builtin_malloc(100 * sizeof(int));
  for (int i = 0; i < 100; i++)
    values[i] = 1;
  for (int i = 0; i < 100; i++)
    sum += values[i];
  __builtin_free(values);
  __builtin_snprintf(buf, sizeof buf, "n=%d on %d", argc, sum);
  puts(buf);
  return __builtin_strcmp(buf, "n=1 on 100") != 0 || __builtin_memcmp(buf, "n=1", 3) != 0;
}
