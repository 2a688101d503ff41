// Compiled by clang -O2 for alignment.c: stores to globals that alignment.c
// defines, with the alignment the x86-64 psABI promises them (aligned SSE
// stores for x[2..3] and wide).
extern double x[5];
extern double wide[2];
void set(void) {
  x[2] = 3;
  x[3] = 4;
  x[4] = 5;
  wide[0] = 2;
  wide[1] = 8;
}
