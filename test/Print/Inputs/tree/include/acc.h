/* A header with a directive: copied (with a warning). */
#define N 8
#pragma acc routine seq
int plain(int x);
