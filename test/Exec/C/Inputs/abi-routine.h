// Shared by test/Exec/C/abi-routine.c and Inputs/abi-routine-ext.c.
struct vec3 { float x, y, z; };          // <2 x float>, float
struct particle { double m; int id; };   // double, i32
struct big { double v[4]; };             // memory: byval, sret

#pragma acc routine seq
struct vec3 cross(struct vec3 a, struct vec3 b);
#pragma acc routine seq
struct big shift(struct big b, double by, struct particle p);
#pragma acc routine seq
short clip(short s, unsigned char limit);
