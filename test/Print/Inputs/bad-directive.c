int main(void) {
  int x[4];
  for (int i = 0; i < 4; i++) x[i] = i;
#pragma acc parallel loop num_gangs(0)
  for (int i = 0; i < 4; i++)
    x[i] = 2 * x[i];
  return x[3];
}
