/* As NAS Parallel Benchmarks' wtime.h: the C name of a routine Fortran-era
   code calls with a trailing underscore. */
#define wtime wtime_
void wtime(double *);
