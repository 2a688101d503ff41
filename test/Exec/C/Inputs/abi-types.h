// Shared by test/Exec/C/abi-structs.c and Inputs/abi-callee.c: aggregates
// of every x86-64 System V class and shape, and the functions that pass
// and return them. Each side is compiled by accc in one build and by
// clang-22 in the other.
#include <stdbool.h>

struct i1 { int a; };                          // INTEGER: i32
struct c3 { char a, b, c; };                   // i24
struct ic { int a; char b; };                  // i64
struct i3 { int a, b, c; };                    // i64, i32
struct d1 { double a; };                       // double
struct f2 { float a, b; };                     // <2 x float>
struct f3 { float a, b, c; };                  // <2 x float>, float
struct di { double a; int b; };                // double, i32
struct id { int a; double b; };                // i32, double
struct fi { float a; int b; };                 // i64 (INTEGER wins)
struct d2 { double a, b; };                    // double, double
struct d3 { double a, b, c; };                 // MEMORY: byval / sret
struct c20 { char s[20]; };                    // MEMORY, align 1
union u { int i; float f; char c[8]; };        // INTEGER, 8 bytes
union uf { float f; float g[2]; };             // <2 x float> (the array is the storage)
struct __attribute__((packed)) pk { char a; int b; short c; }; // unaligned: MEMORY
struct __attribute__((packed)) pa { int a, b; };                // packed, aligned: i64
struct fa { float v[2]; int n; };              // <2 x float>, i32
struct nest { struct f2 p; double w; };        // <2 x float>, double
struct pi { int *p; int n; };                  // ptr, i32
struct s3 { short s[3]; };                     // i48
struct dc { double d; char c; };               // double, i8
struct ll { long a, b; };                      // i64, i64
struct big { long v[5]; };                     // MEMORY
struct e { int n[0]; };                        // empty: not passed at all

struct i1 f_i1(struct i1 x);
struct c3 f_c3(struct c3 x);
struct ic f_ic(struct ic x);
struct i3 f_i3(struct i3 x);
struct d1 f_d1(struct d1 x);
struct f2 f_f2(struct f2 x);
struct f3 f_f3(struct f3 x);
struct di f_di(struct di x);
struct id f_id(struct id x);
struct fi f_fi(struct fi x);
struct d2 f_d2(struct d2 x);
struct d3 f_d3(struct d3 x);
struct c20 f_c20(struct c20 x);
union u f_u(union u x);
union uf f_uf(union uf x);
struct pk f_pk(struct pk x);
struct pa f_pa(struct pa x);
struct fa f_fa(struct fa x);
struct nest f_nest(struct nest x);
struct pi f_pi(struct pi x);
struct s3 f_s3(struct s3 x);
struct dc f_dc(struct dc x);
struct big f_big(struct big x, int k);
struct e f_e(int a, struct e x, int b);

// Register exhaustion: six INTEGER registers (an sret pointer takes one),
// eight SSE registers; an aggregate that does not fit entirely goes on the
// stack, and later scalars still take the registers left.
long ints6_ll(int a, int b, int c, int d, int e, struct ll s, int f);
long ints6_i1(int a, int b, int c, int d, int e, int f, struct i1 s, struct pk p, int g);
double dbl9_d2(double a, double b, double c, double d, double e, double f,
               double g, double h, double i, struct d2 s);
double dbl7_d2(double a, double b, double c, double d, double e, double f,
               double g, struct d2 s, double h);
double dbl8_id(double a, double b, double c, double d, double e, double f,
               double g, double h, struct id s, struct f2 t, int k);
struct d3 sret6(int a, int b, int c, int d, int e, struct i3 s, int f);
double mixed(struct f3 a, struct di b, struct ic c, struct d2 d, struct i3 e,
             struct id f, float g, struct fa h);

// Small integers: signext/zeroext on parameters and results.
char c_of(short s, unsigned char u, bool b, signed char c);
unsigned short us_of(int x);
short s_of(int x);
bool b_of(int x);
unsigned char uc_of(int x);
int widen(short s, unsigned short u, char c, unsigned char d, bool b);

// Function pointers: called with each side's convention.
typedef struct i3 (*i3_fn)(struct i3);
typedef struct d3 (*d3_fn)(struct d3);
typedef struct f3 (*f3_fn)(struct f3);
typedef char (*c_fn)(short, unsigned char, bool, signed char);
double call_back(i3_fn f, d3_fn g, f3_fn h, c_fn k);
i3_fn get_f_i3(void);

// Called without a prototype.
int old_style();

// Variadic (defined in Inputs/abi-varargs.c, always by clang).
double vsum(int n, ...);
