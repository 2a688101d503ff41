// Uses the _Pragma macro that pragma-operator.c defines (MACRO_IN_HEADER).
void scale(int n, double *a) {
  LOOP
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}
