// Shared by test/Exec/C/complex.c and Inputs/complex-callee.c.
#include <complex.h>

struct cz { double _Complex z; };              // SSE, SSE: two doubles
struct czf { float _Complex a, b; };           // two <2 x float>
struct czn { float _Complex w; int n; };       // <2 x float>, i32
struct czd { double _Complex z; double d; };   // memory

double _Complex cmul(double _Complex a, double _Complex b);
float _Complex fcdiv(float _Complex a, float _Complex b);
struct cz cz_conj(struct cz x);
struct czf czf_swap(struct czf x);
struct czn czn_scale(struct czn x);
struct czd czd_mix(struct czd x, double _Complex y);
// Five double _Complex take ten SSE registers: the fifth goes in memory,
// the double after it takes the last register.
double five(double _Complex a, double _Complex b, double _Complex c,
            double _Complex d, double _Complex e, double f);
float _Complex nine(float _Complex a, float _Complex b, float _Complex c,
                    float _Complex d, float _Complex e, float _Complex f,
                    float _Complex g, float _Complex h, float _Complex i);
typedef double _Complex (*cfn)(double _Complex, double _Complex);
double _Complex apply(cfn f, double _Complex a, double _Complex b);
