// The callees of test/Exec/C/complex.c (built by clang-22 and by accc).
#include <stdio.h>
#include "complex-callee.h"

double _Complex cmul(double _Complex a, double _Complex b) { return a * b; }
float _Complex fcdiv(float _Complex a, float _Complex b) { return a / b; }
struct cz cz_conj(struct cz x) { x.z = ~x.z; return x; }
struct czf czf_swap(struct czf x) { struct czf r = {x.b, x.a * 2}; return r; }
struct czn czn_scale(struct czn x) { x.w *= x.n; x.n++; return x; }
struct czd czd_mix(struct czd x, double _Complex y) { x.z = x.z * y + x.d; x.d = cimag(y); return x; }
double five(double _Complex a, double _Complex b, double _Complex c,
            double _Complex d, double _Complex e, double f) {
  printf("five %a %a %a %a %a %a %a %a %a %a %a\n", creal(a), cimag(a), creal(b), cimag(b),
         creal(c), cimag(c), creal(d), cimag(d), creal(e), cimag(e), f);
  return creal(a + b + c + d + e) * f;
}
float _Complex nine(float _Complex a, float _Complex b, float _Complex c,
                    float _Complex d, float _Complex e, float _Complex f,
                    float _Complex g, float _Complex h, float _Complex i) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9;
}
double _Complex apply(cfn f, double _Complex a, double _Complex b) { return f(a, b) + f(b, a); }
